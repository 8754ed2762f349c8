import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as mailApi from '@web/lib/endpoints/mail';

/** POST /api/mail-change-confirm.php: applies a new address confirmed from its mail. */
export async function confirmEmailChange(token: string): Promise<boolean> {
  return (await call(mailApi.confirmEmailChange, { body: { token } })).ok;
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
