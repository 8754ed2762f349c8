import type { orderResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** One order (`?id=`): asking also settles an open order with the provider. */
export async function getOrder(id: number): Promise<OrderResponse> {
  const res = await call(paymentsApi.getOrders, { query: { id } });
  // With an id the endpoint answers the one order and the member's balance, never the `last` shape.
  if (!('member' in res)) throw new Error(`GET ${paymentsApi.getOrders.path}?id: no order in the answer`);
  return res;
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
