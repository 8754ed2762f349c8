import { useDeferredValue } from 'react';

/**
 * `ready` as a page should show it: false at once, true only in the deferred render that follows
 * its turning true (decision 023i). react-query's answers arrive as synchronous renders (its store
 * is read with `useSyncExternalStore`), so a page that swapped its skeleton for its content on
 * `isPending` rendered the whole content in the answer's task, uncut. Swapped on this value, the
 * answer's render keeps the cheap skeleton and the content renders in a transition, which React
 * cuts into tasks of about 5 ms. Going back (a new conversation's answer pending) is immediate,
 * so stale content never shows as if it were the new one.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
