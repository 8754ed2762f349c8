import type { PasswordResetBody, PasswordResetRequest } from '@common/api/password-reset';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as resetApi from '@web/lib/endpoints/password-reset';
import { userQueryKey } from '@web/lib/session/user';
import { accountKeys } from '../keys';

/** POST /api/password-reset.php: the answer is the same whether the address has an account or not. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => call(resetApi.requestPasswordReset, { body }),
  });
}

/** GET /api/password-reset.php?token=…: whether the link in the mail still works. */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: accountKeys.resetToken(token),
    queryFn: () => call(resetApi.checkPasswordResetToken, { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PUT /api/password-reset.php: sets the password and logs in on this device. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetBody) => call(resetApi.resetPassword, { body }),
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
