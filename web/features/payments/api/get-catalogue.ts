import type { Catalogue } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { paymentKeys } from '../keys';

/** GET /api/credits.php: packages and plans priced for the member's country (the server's evidence). */
export function getCatalogue(code?: string | null): Promise<Catalogue> {
  return api<Catalogue>('GET', `/api/credits.php${code ? `?${new URLSearchParams({ code })}` : ''}`);
}

export const catalogueQueryOptions = (code?: string | null) =>
  queryOptions({
    queryKey: paymentKeys.catalogue(code ?? null),
    queryFn: () => getCatalogue(code),
    staleTime: 30_000,
  });

export function useCatalogue(code?: string | null, enabled = true) {
  return useQuery({ ...catalogueQueryOptions(code), enabled });
}
