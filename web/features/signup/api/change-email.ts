import { mailChangeResponseSchema } from '@common/api/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/session/user';

/** POST /api/mail-change.php; a confirmed account (the account page) sends its password too. */
export async function changeEmail(input: string | { email: string; password: string }) {
  const body = typeof input === 'string' ? { email: input } : input;
  return mailChangeResponseSchema.parse(await api<unknown>('POST', '/api/mail-change.php', body)).result;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
