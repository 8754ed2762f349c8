import { findRoute } from '@common/routes';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@web/lib/session/user';
import { catalogueQueryOptions } from './api/get-catalogue';
import { discountQueryOptions } from './api/get-discount';
import { transactionsQueryOptions } from './api/get-transactions';
import { offerCode } from './hooks/use-offer';

/**
 * Asks for /credits' answers while its code loads, once the member is known, as /profile does
 * (decision 023zb): the discount and the price list, and the member's orders. In `useOffer`'s
 * order: with a code in the address, the price list for it only once the code proved valid.
 * Same queries as the page's, so it finds them answered or in flight; a failure is left to it.
 */
export async function prefetchCreditsPage(queryClient: QueryClient): Promise<void> {
  // Only on a load of this page: during a navigation the address (its code) is still the other's.
  if (findRoute(window.location.pathname)?.route.name !== 'credits') return;
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (!user) return;
  const code = offerCode(new URLSearchParams(window.location.search));
  const offer = async () => {
    await queryClient.prefetchQuery(discountQueryOptions(code));
    if (!code) return;
    if (queryClient.getQueryState(discountQueryOptions(code).queryKey)?.status !== 'success') return;
    await queryClient.prefetchQuery(catalogueQueryOptions(code));
  };
  await Promise.all([
    offer(),
    code ? undefined : queryClient.prefetchQuery(catalogueQueryOptions(null)),
    queryClient.prefetchQuery(transactionsQueryOptions),
  ]);
}
