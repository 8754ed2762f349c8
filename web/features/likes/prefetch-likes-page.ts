import type { QueryClient } from '@tanstack/react-query';

/** /likes' answer asked for while its code loads (first-load.ts, decision 023zb), not from the entry. */
export function prefetchLikesPage(queryClient: QueryClient): void {
  void import('./first-load').then((m) => m.prefetchLikesPage(queryClient));
}
