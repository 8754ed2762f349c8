import type { lastOrderResponseSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type LastOrder = z.infer<typeof lastOrderResponseSchema>;

/** The member's last paid order, for the repeat order. */
export function getLastOrder(): Promise<LastOrder> {
  return call(paymentsApi.getOrders, { query: { last: '1' } });
}

export const lastOrderQueryOptions = queryOptions({
  queryKey: paymentKeys.lastOrder(),
  queryFn: getLastOrder,
});

export function useLastOrder() {
  return useQuery(lastOrderQueryOptions);
}
