import type { QueryClient } from '@tanstack/react-query';

/** /credits' answers asked for while its code loads (first-load.ts, decision 023zb), not from the entry. */
export function prefetchCreditsPage(queryClient: QueryClient): void {
  void import('./first-load').then((m) => m.prefetchCreditsPage(queryClient));
}
