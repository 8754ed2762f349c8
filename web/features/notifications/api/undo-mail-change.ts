import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as mailApi from '@web/lib/endpoints/mail';
import { userQueryKey } from '@web/lib/session/user';
import { notificationKeys } from '../keys';

/**
 * POST /api/mail-change-undo.php: "this was not me" puts the previous address back (7 days), by
 * the e-mail-changed notification or by the token of the link mailed to the old address.
 */
export function useUndoMailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (by: { notification: number } | { token: string }) => {
      const res = await call(mailApi.undoEmailChange, { body: by });
      // A used or expired link undoes nothing: say so instead of "done".
      if (!res.ok) throw new Error('undo_not_possible');
      return res;
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: notificationKeys.all() }),
        qc.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}
