import type { Catalogue } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import { paymentKeys } from '../keys';

/** Packages and plans priced for the member's country (the server's evidence). */
export function getCatalogue(code?: string | null): Promise<Catalogue> {
  return call(paymentsApi.getCatalogue, { query: code ? { code } : {} });
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
