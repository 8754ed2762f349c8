import { endpointUrl } from '@common/api/endpoint';
import * as presenceApi from '@web/lib/endpoints/presence';
import { useEffect } from 'react';

/**
 * POST /api/page-hidden.php as a beacon when the page goes to the background (spec §7), and with
 * `{visible: true}` when it comes back: with the open event streams it tells the server whether
 * the member is looking, which decides "online now" and pushes (decision 019d).
 */
export function usePageHiddenBeacon(): void {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function') return;
    const onChange = () => {
      const body = document.visibilityState === 'hidden' ? '{}' : '{"visible":true}';
      navigator.sendBeacon(
        endpointUrl(presenceApi.pageHidden),
        new Blob([body], { type: 'application/json' }),
      );
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
