import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as notificationsApi from '@web/lib/endpoints/notifications';
import { notificationKeys } from '../keys';

/** POST /api/notifications-read.php: one notification, or all without an id. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notification?: number) =>
      call(notificationsApi.markNotificationsRead, {
        body: notification === undefined ? {} : { notification },
      }),
    onSuccess: (count) => qc.setQueryData(notificationKeys.count(), count),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
