import type { demoPaymentSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

export type DemoPayment = z.infer<typeof demoPaymentSchema>;

/** The demo provider's view of a payment (owner only). */
export function getDemoPayment(id: string): Promise<DemoPayment> {
  return call(paymentsApi.getDemoPayment, { query: { id } });
}

export const demoPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentKeys.demo(id), queryFn: () => getDemoPayment(id), retry: false });

export function useDemoPayment(id: string) {
  return useQuery(demoPaymentQueryOptions(id));
}
