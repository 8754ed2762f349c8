import type { transactionsResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type Transactions = z.infer<typeof transactionsResponseSchema>;

/** GET /api/transactions.php: the member's own orders, newest first. */
export function getTransactions(): Promise<Transactions> {
  return api<Transactions>('GET', '/api/transactions.php');
}

export const transactionsQueryOptions = queryOptions({
  queryKey: paymentKeys.transactions(),
  queryFn: getTransactions,
});

export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}
