import type { LoginBody } from '@common/api/auth';
import type { UserResponse } from '@common/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/session/user';

export function login(body: LoginBody): Promise<UserResponse> {
  return api<UserResponse>('POST', '/api/login.php', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
