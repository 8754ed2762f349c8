import { createStore } from './external-store';

/**
 * Whether the app can reach the server (decision 019c): the browser's online flag, corrected by
 * what API calls see — a call that cannot reach the server, or an answer the service worker
 * served from its offline cache, means offline; a real answer means online again.
 */
export const connection = createStore<{ online: boolean }>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

/** The header the service worker puts on an answer it served from its cache (web/public/sw-push.js). */
export const OFFLINE_HEADER = 'x-amorio-offline';

export function reportReachable(online: boolean): void {
  if (connection.get().online !== online) connection.set({ online });
}

let watching = false;

/** Follows the browser's online and offline events, once per page. */
export function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => reportReachable(true));
  window.addEventListener('offline', () => reportReachable(false));
}
