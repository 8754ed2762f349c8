import type { Discount } from '@common/rules/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import { paymentKeys } from '../keys';

/**
 * The caller's code, or `welcome=true` for the member's standing
 * discount (spec §8): a failed welcome call is silently ignored, any other failure is rethrown.
 */
export async function getDiscount(code: string | null): Promise<Discount | null> {
  if (code) return (await call(paymentsApi.getDiscount, { query: { code } })).discount;
  try {
    return (await call(paymentsApi.getDiscount, { query: { welcome: 'true' } })).discount;
  } catch {
    return null;
  }
}

/**
 * Fresh for 30 s, as the price list: /credits asks for it with its code (first-load.ts) and does
 * not ask again on its first render. A purchase leaves the app (the provider's page) and comes
 * back to a fresh load.
 */
export const discountQueryOptions = (code: string | null) =>
  queryOptions({
    queryKey: paymentKeys.discount(code),
    queryFn: () => getDiscount(code),
    retry: false,
    staleTime: 30_000,
  });

export function useDiscount(code: string | null) {
  return useQuery(discountQueryOptions(code));
}
