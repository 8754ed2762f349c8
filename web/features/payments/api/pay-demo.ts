import type { demoPayBodySchema } from '@common/api/payments';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';

/** The demo provider's checkout: the buyer picks the outcome, then returns to the shop. */
export function payDemo(body: z.infer<typeof demoPayBodySchema>) {
  return call(paymentsApi.payDemo, { body });
}

export function usePayDemo() {
  return useMutation({ mutationFn: payDemo, onSuccess: (res) => window.location.assign(res.redirect_url) });
}
