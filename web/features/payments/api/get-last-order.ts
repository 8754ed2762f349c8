import type { lastOrderResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type LastOrder = z.infer<typeof lastOrderResponseSchema>;

/** GET /api/orders.php?last=1: the member's last paid order, for the repeat order. */
export function getLastOrder(): Promise<LastOrder> {
  return api<LastOrder>('GET', '/api/orders.php?last=1');
}

export const lastOrderQueryOptions = queryOptions({
  queryKey: paymentKeys.lastOrder(),
  queryFn: getLastOrder,
});

export function useLastOrder() {
  return useQuery(lastOrderQueryOptions);
}
