import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { transactionResponseSchema } from '../../../../common/api/payments';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../keys';

type Transaction = z.infer<typeof transactionResponseSchema>;

/** GET /api/transactions.php?id=: one receipt (404 for anybody but its owner). */
export function getTransaction(id: number): Promise<Transaction> {
  return api<Transaction>('GET', `/api/transactions.php?id=${id}`);
}

export const transactionQueryOptions = (id: number) =>
  queryOptions({ queryKey: paymentKeys.transaction(id), queryFn: () => getTransaction(id) });

export function useTransaction(id: number, enabled: boolean) {
  return useQuery({ ...transactionQueryOptions(id), enabled });
}
