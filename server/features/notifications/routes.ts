import { apiErrorSchema } from '@common/api/errors';
import {
  markReadBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountSchema,
} from '@common/api/notifications';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationsService } from './service';
import type { NotificationSettingsService } from './settings-service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The member's notifications (issue 12): list, unread count, mark read. */
export function notificationRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
  settings: NotificationSettingsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/notifications.php',
    {
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (req) => notifications.list(await requireMember(req), req.query.page ?? 1),
  );
  r.get(
    '/api/notifications-count.php',
    { schema: { tags: ['notifications'], response: { 200: unreadCountSchema, 403: apiErrorSchema } } },
    async (req) => ({ unread: await notifications.unread(await requireMember(req)) }),
  );
  r.post(
    '/api/notifications-read.php',
    {
      schema: {
        tags: ['notifications'],
        body: markReadBodySchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (req) => ({
      unread: await notifications.markRead(await requireMember(req), req.body.notification),
    }),
  );
  r.get(
    '/api/notification-settings.php',
    {
      schema: {
        tags: ['notifications'],
        response: { 200: notificationSettingsSchema, 403: apiErrorSchema },
      },
    },
    async (req) => settings.get(await requireMember(req)),
  );
  r.post(
    '/api/notification-settings.php',
    {
      schema: {
        tags: ['notifications'],
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (req) => settings.save(await requireMember(req), req.body),
  );
}
