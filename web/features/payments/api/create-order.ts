import type { createOrderBodySchema, createOrderResponseSchema } from '@common/api/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { z } from 'zod';

type Body = z.input<typeof createOrderBodySchema> | { repeat: true };
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** POST /api/orders.php: the server prices the order; the member then goes to the provider's checkout. */
export function createOrder(body: Body): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>('POST', '/api/orders.php', body);
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (res) => window.location.assign(res.checkout_url),
  });
}
