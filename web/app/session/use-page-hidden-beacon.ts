import { useEffect } from 'react';

/**
 * POST /api/page-hidden.php as a beacon when the page goes to the background (spec §7): with the
 * open event streams it tells the server whether the member is looking, which decides pushes.
 */
export function usePageHiddenBeacon(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn || typeof navigator.sendBeacon !== 'function') return;
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      navigator.sendBeacon('/api/page-hidden.php', new Blob(['{}'], { type: 'application/json' }));
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [loggedIn]);
}
