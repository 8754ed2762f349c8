import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/session/user';
import { notificationKeys } from '../keys';

/** POST /api/mail-change-undo.php: "this was not me" puts the previous address back (7 days). */
export function useUndoMailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notification: number) =>
      api<{ ok: true }>('POST', '/api/mail-change-undo.php', { notification }),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: notificationKeys.all() }),
        qc.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}
