import type { QueryClient } from '@tanstack/react-query';

/**
 * The search page's first answers asked for while its code loads (first-load.ts, decision 023q).
 * Its code loads with it, in a chunk of its own, not in the entry.
 */
export function prefetchSearchPage(queryClient: QueryClient): void {
  void import('./first-load').then((m) => m.prefetchSearchPage(queryClient));
}
