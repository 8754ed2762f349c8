import type { demoPayBodySchema, demoPayResponseSchema } from '@common/api/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';

/** POST /api/demo-payments.php: the buyer picks the outcome, then returns to the shop. */
export function payDemo(body: z.infer<typeof demoPayBodySchema>) {
  return api<z.infer<typeof demoPayResponseSchema>>('POST', '/api/demo-payments.php', body);
}

export function usePayDemo() {
  return useMutation({ mutationFn: payDemo, onSuccess: (res) => window.location.assign(res.redirect_url) });
}
