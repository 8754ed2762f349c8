import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { z } from 'zod';

/** POST /api/mail-change-confirm.php: applies a new address confirmed from its mail. */
export async function confirmEmailChange(token: string): Promise<boolean> {
  return z
    .object({ ok: z.boolean() })
    .parse(await api<unknown>('POST', '/api/mail-change-confirm.php', { token })).ok;
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
