import type { discountResponseSchema } from '@common/api/payments';
import type { Discount } from '@common/rules/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type DiscountResponse = z.infer<typeof discountResponseSchema>;

/**
 * GET /api/discountcode.php with the caller's code, or `welcome=true` for the member's standing
 * discount (spec §8): a failed welcome call is silently ignored, any other failure is rethrown.
 */
export async function getDiscount(code: string | null): Promise<Discount | null> {
  if (code)
    return (await api<DiscountResponse>('GET', `/api/discountcode.php?code=${encodeURIComponent(code)}`))
      .discount;
  try {
    return (await api<DiscountResponse>('GET', '/api/discountcode.php?welcome=true')).discount;
  } catch {
    return null;
  }
}

export const discountQueryOptions = (code: string | null) =>
  queryOptions({ queryKey: paymentKeys.discount(code), queryFn: () => getDiscount(code), retry: false });

export function useDiscount(code: string | null) {
  return useQuery(discountQueryOptions(code));
}
