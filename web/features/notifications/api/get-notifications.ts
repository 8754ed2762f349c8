import type { NotificationsResponse, UnreadCount } from '@common/api/notifications';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys } from '../keys';

/** GET /api/notifications.php?page=: newest first, a page at a time. */
export const notificationsInfiniteOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam }) => api<NotificationsResponse>('GET', `/api/notifications.php?page=${pageParam}`),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
});

/** GET /api/notifications-count.php: the header's unread count; the event stream refreshes it. */
export const unreadNotificationsOptions = queryOptions({
  queryKey: notificationKeys.count(),
  queryFn: () => api<UnreadCount>('GET', '/api/notifications-count.php'),
  refetchInterval: 300_000,
});
