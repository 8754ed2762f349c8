import type { orderResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET /api/orders.php?id=: asking also settles an open order with the provider. */
export function getOrder(id: number): Promise<OrderResponse> {
  return api<OrderResponse>('GET', `/api/orders.php?id=${id}`);
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: paymentKeys.order(id), queryFn: () => getOrder(id) });

/** Polls every 2 s while the order is open (the return page waits for the webhook or return). */
export function useOrder(id: number) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.order.status === 'open' ? 2_000 : false),
  });
}
