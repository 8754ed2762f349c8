import type { NotificationSettings } from '@common/api/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as notificationsApi from '@web/lib/endpoints/notifications';
import { notificationKeys } from '../keys';

/** GET /api/notification-settings.php: which events push and which are mailed. */
export const notificationSettingsOptions = queryOptions({
  queryKey: notificationKeys.settings(),
  queryFn: () => call(notificationsApi.getNotificationSettings),
});

/** POST /api/notification-settings.php: the whole choice; the answer is what is stored. */
export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: NotificationSettings) => call(notificationsApi.saveNotificationSettings, { body: s }),
    onSuccess: (saved) => qc.setQueryData(notificationKeys.settings(), saved),
  });
}
