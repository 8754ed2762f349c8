import type { transactionsResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type Transactions = z.infer<typeof transactionsResponseSchema>;

/** The member's own orders, newest first. */
export async function getTransactions(): Promise<Transactions> {
  const res = await call(paymentsApi.getTransactions, { query: {} });
  // Without an id the endpoint answers the list, never one receipt.
  if (!('transactions' in res))
    throw new Error(`GET ${paymentsApi.getTransactions.path}: no list in the answer`);
  return res;
}

/** Fresh for 30 s, as the discount: a purchase comes back to a fresh load. */
export const transactionsQueryOptions = queryOptions({
  queryKey: paymentKeys.transactions(),
  queryFn: getTransactions,
  staleTime: 30_000,
});

export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
