import type { demoPaymentSchema } from '@common/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

export type DemoPayment = z.infer<typeof demoPaymentSchema>;

/** GET /api/demo-payments.php?id=: the demo provider's view of a payment (owner only). */
export function getDemoPayment(id: string): Promise<DemoPayment> {
  return api<DemoPayment>('GET', `/api/demo-payments.php?id=${encodeURIComponent(id)}`);
}

export const demoPaymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentKeys.demo(id), queryFn: () => getDemoPayment(id), retry: false });

export function useDemoPayment(id: string) {
  return useQuery(demoPaymentQueryOptions(id));
}
