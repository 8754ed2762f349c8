import type { UpdateUserBody } from '@common/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as userApi from '@web/lib/endpoints/user';
import { userQueryKey } from '@web/lib/session/user';

/** PUT /api/user.php: location or profile fields of the member's own profile. */
export function updateUser(body: UpdateUserBody) {
  return call(userApi.updateUser, { body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (res) => queryClient.setQueryData(userQueryKey, res.user),
  });
}
