// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/notifications.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as notifications from '@common/api/notifications';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/notifications') : undefined;

export const getNotificationSettings = /* @__PURE__ */ webEndpoint<typeof notifications.getNotificationSettings>('GET', '/api/notification-settings.php', schemas, 'getNotificationSettings');
export const getNotifications = /* @__PURE__ */ webEndpoint<typeof notifications.getNotifications>('GET', '/api/notifications.php', schemas, 'getNotifications');
export const getUnreadCount = /* @__PURE__ */ webEndpoint<typeof notifications.getUnreadCount>('GET', '/api/notifications-count.php', schemas, 'getUnreadCount');
export const markNotificationsRead = /* @__PURE__ */ webEndpoint<typeof notifications.markNotificationsRead>('POST', '/api/notifications-read.php', schemas, 'markNotificationsRead');
export const saveNotificationSettings = /* @__PURE__ */ webEndpoint<typeof notifications.saveNotificationSettings>('POST', '/api/notification-settings.php', schemas, 'saveNotificationSettings');
