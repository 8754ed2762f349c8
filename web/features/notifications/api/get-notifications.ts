import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as notificationsApi from '@web/lib/endpoints/notifications';
import { notificationKeys } from '../keys';

/** GET /api/notifications.php?page=: newest first, a page at a time. */
export const notificationsInfiniteOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam }) => call(notificationsApi.getNotifications, { query: { page: pageParam } }),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
});

/** GET /api/notifications-count.php: the header's unread count; the event stream refreshes it. */
export const unreadNotificationsOptions = queryOptions({
  queryKey: notificationKeys.count(),
  queryFn: () => call(notificationsApi.getUnreadCount),
  refetchInterval: 300_000,
});
