import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailChangeResponseSchema } from '../../../../common/api/mail';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/session/user';

/** POST /api/mail-change.php */
export async function changeEmail(email: string) {
  return mailChangeResponseSchema.parse(await api<unknown>('POST', '/api/mail-change.php', { email })).result;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
