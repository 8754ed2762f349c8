import type { UnreadCount } from '@common/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '../keys';

/** POST /api/notifications-read.php: one notification, or all without an id. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notification?: number) =>
      api<UnreadCount>(
        'POST',
        '/api/notifications-read.php',
        notification === undefined ? {} : { notification },
      ),
    onSuccess: (count) => qc.setQueryData(notificationKeys.count(), count),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
