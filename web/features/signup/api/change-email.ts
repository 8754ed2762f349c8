import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as mailApi from '@web/lib/endpoints/mail';
import { userQueryKey } from '@web/lib/session/user';

/** POST /api/mail-change.php; a confirmed account (the account page) sends its password too. */
export async function changeEmail(input: string | { email: string; password: string }) {
  const body = typeof input === 'string' ? { email: input } : input;
  return (await call(mailApi.changeEmail, { body })).result;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
