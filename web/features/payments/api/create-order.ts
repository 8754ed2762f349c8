import type { createOrderBodySchema } from '@common/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import * as paymentsApi from '@web/lib/endpoints/payments';
import type { z } from 'zod';
import { paymentKeys } from '../keys';

type Body = z.input<typeof createOrderBodySchema> | { repeat: true };

/** A new order: the server prices it; the member then goes to the provider's checkout. */
export function createOrder(body: Body) {
  return call(paymentsApi.createOrder, { body });
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
