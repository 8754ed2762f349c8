import type { createOrderBodySchema, createOrderResponseSchema } from '@common/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '@web/lib/api-client';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type Body = z.input<typeof createOrderBodySchema> | { repeat: true };
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** POST /api/orders.php: the server prices the order; the member then goes to the provider's checkout. */
export function createOrder(body: Body): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>('POST', '/api/orders.php', body);
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (res) => window.location.assign(res.checkout_url),
    // The member's country changed since the prices were shown: show the new ones before paying.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.code === 'price_country_changed') {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.catalogue() });
      }
    },
  });
}
