import type { NotificationSettings } from '@common/api/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '../keys';

/** GET /api/notification-settings.php: which events push and which are mailed. */
export const notificationSettingsOptions = queryOptions({
  queryKey: notificationKeys.settings(),
  queryFn: () => api<NotificationSettings>('GET', '/api/notification-settings.php'),
});

/** POST /api/notification-settings.php: the whole choice; the answer is what is stored. */
export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: NotificationSettings) =>
      api<NotificationSettings>('POST', '/api/notification-settings.php', s),
    onSuccess: (saved) => qc.setQueryData(notificationKeys.settings(), saved),
  });
}
