import { z } from 'zod';
import { endpoint } from './endpoint';

/** Notifications per page of GET /api/notifications.php, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** "This was not me" undoes an e-mail change for this long (issue 12, spec §2 #email-change-incorrect). */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const NOTIFICATION_KINDS = [
  'message',
  'like',
  'mutual_like',
  'photo_approved',
  'photo_rejected',
  'credits_bought',
  'premium_bought',
  'bonus_granted',
  'email_changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The other member (sender, liker), when there is one. */
  profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A like whose author is a premium advantage (decision 010a): `profile` is null; see who with premium. */
  liker_hidden: z.literal(true).optional(),
  conversation: z.number().int().nullable(),
  /** Messages grouped into this one (kind message). */
  count: z.number().int(),
  /** Kind-specific details: reason, credits, months, percent, undoable… Plain text, never HTML. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications.php?page= */
export const notificationsQuerySchema = z.object({ page: idParam.max(10_000).optional() });

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications-read.php: one notification, or all of them without `notification`. */
export const markReadBodySchema = z.object({ notification: idParam.optional() });

/** GET /api/notifications-count.php and the answer of marking read. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const channelsSchema = z.object({ push: z.boolean(), mail: z.boolean() }).strict();

/** GET and POST /api/notification-settings.php: per event, push and/or e-mail. */
export const notificationSettingsSchema = z
  .object({ message: channelsSchema, like: channelsSchema, mutual_like: channelsSchema })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Without a stored choice: push for all three, e-mail for messages and matches. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  message: { push: true, mail: true },
  like: { push: true, mail: false },
  mutual_like: { push: true, mail: true },
};

/** The digest mail waits this long after the member left, and comes at most this often. */
export const DIGEST_AWAY_MINUTES = 30;
export const DIGEST_EVERY_HOURS = 6;

export const getNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications.php',
  tag: 'notifications',
  query: notificationsQuerySchema,
  response: notificationsResponseSchema,
  errors: [400, 403, 404],
});
/** The header's unread count. */
export const getUnreadCount = endpoint({
  method: 'GET',
  path: '/api/notifications-count.php',
  tag: 'notifications',
  response: unreadCountSchema,
  errors: [403],
});
/** One notification read, or all without an id; answers the new unread count. */
export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/notifications-read.php',
  tag: 'notifications',
  body: markReadBodySchema,
  response: unreadCountSchema,
  errors: [400, 403, 404],
});
export const getNotificationSettings = endpoint({
  method: 'GET',
  path: '/api/notification-settings.php',
  tag: 'notifications',
  response: notificationSettingsSchema,
  errors: [403],
});
/** The whole choice; answers what is stored. */
export const saveNotificationSettings = endpoint({
  method: 'POST',
  path: '/api/notification-settings.php',
  tag: 'notifications',
  body: notificationSettingsSchema,
  response: notificationSettingsSchema,
  errors: [400, 403, 404, 429],
});
