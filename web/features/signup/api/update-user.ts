import type { UpdateUserBody, UserResponse } from '@common/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/session/user';

/** PUT /api/user.php: location or profile fields of the member's own profile. */
export function updateUser(body: UpdateUserBody): Promise<UserResponse> {
  return api<UserResponse>('PUT', '/api/user.php', body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
