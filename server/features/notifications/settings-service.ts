import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@common/api/notifications';
import type { Db } from '@server/db/client';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { findNotificationSettings, saveNotificationSettings } from './settings-queries';

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;

/** Which events send a web push and which an e-mail: only the member's own choices. */
export function createNotificationSettingsService(db: Db, limiter: RateLimiter) {
  return {
    async get(me: Member): Promise<NotificationSettings> {
      return (await findNotificationSettings(db, me.userId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
    },

    async save(me: Member, s: NotificationSettings): Promise<NotificationSettings> {
      await limiter.hit('notificationSettings', me.userId);
      await saveNotificationSettings(db, me.userId, s);
      return s;
    },
  };
}
