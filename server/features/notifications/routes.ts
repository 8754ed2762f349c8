import {
  getNotificationSettings,
  getNotifications,
  getUnreadCount,
  markNotificationsRead,
  saveNotificationSettings,
} from '@common/api/notifications';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { NotificationsService } from './service';
import type { NotificationSettingsService } from './settings-service';

/** The member's notifications (issue 12): list, unread count, mark read; and their settings. */
export function notificationRoutes(
  app: FastifyInstance,
  { notifications, settings }: { notifications: NotificationsService; settings: NotificationSettingsService },
): void {
  route(app, getNotifications, async (req) =>
    notifications.list(await requireMember(req), req.query.page ?? 1),
  );
  route(app, getUnreadCount, async (req) => ({
    unread: await notifications.unread(await requireMember(req)),
  }));
  route(app, markNotificationsRead, async (req) => ({
    unread: await notifications.markRead(await requireMember(req), req.body.notification),
  }));
  route(app, getNotificationSettings, async (req) => settings.get(await requireMember(req)));
  route(app, saveNotificationSettings, async (req) => settings.save(await requireMember(req), req.body));
}
