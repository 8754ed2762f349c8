import type { QueryClient } from '@tanstack/react-query';

/** /chats' first answer asked for while its code loads (first-load.ts, decision 023zb), not from the entry. */
export function prefetchChatsPage(queryClient: QueryClient): void {
  void import('./first-load').then((m) => m.prefetchChatsPage(queryClient));
}
