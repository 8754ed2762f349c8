import type { Catalogue } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { paymentKeys } from '../keys';

/** GET /api/credits.php: packages and plans priced for the payment country, discount applied. */
export function getCatalogue(country: string, code?: string | null): Promise<Catalogue> {
  const q = new URLSearchParams({ country });
  if (code) q.set('code', code);
  return api<Catalogue>('GET', `/api/credits.php?${q}`);
}

export const catalogueQueryOptions = (country: string, code?: string | null) =>
  queryOptions({
    queryKey: paymentKeys.catalogue(country, code),
    queryFn: () => getCatalogue(country, code),
    staleTime: 30_000,
  });

export function useCatalogue(country: string, code?: string | null, enabled = true) {
  return useQuery({ ...catalogueQueryOptions(country, code), enabled });
}
