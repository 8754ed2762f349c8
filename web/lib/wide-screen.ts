import { useSyncExternalStore } from 'react';

/**
 * "Wide screens" of spec §1 and issue 25 (the chat sidebar, the last chat opened first): Tailwind's
 * lg breakpoint, where a conversation list of 20rem leaves the conversation its usual width.
 */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
