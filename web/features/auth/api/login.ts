import type { LoginBody } from '@common/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as authApi from '@web/lib/endpoints/auth';
import { userQueryKey } from '@web/lib/session/user';

export function login(body: LoginBody) {
  return call(authApi.login, { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
