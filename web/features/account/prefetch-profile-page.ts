import type { QueryClient } from '@tanstack/react-query';

/**
 * /profile's answers asked for while its code loads (first-load.ts, decision 023zb). Its code
 * loads with it, in a chunk of its own, not in the entry.
 */
export function prefetchProfilePage(queryClient: QueryClient): void {
  void import('./first-load').then((m) => m.prefetchProfilePage(queryClient));
}
