import { useOutboxFlush } from '@web/features/chat/embed';
import { PushReoffer } from './push-reoffer';
import { useAppBadge } from './use-app-badge';
import { useMemberEvents } from './use-member-events';
import { usePageHiddenBeacon } from './use-page-hidden-beacon';

/**
 * What runs only while a member is logged in: the event stream, the page-hidden beacon, the
 * offline outbox, the app badge (`badge`: unread messages plus new likes, null until known) and
 * the push re-offer. The root shell loads it lazily for members, so guests'
 * pages (the landing's 150 KB budget, issue 23) carry none of it.
 */
export function MemberSession({ badge }: { badge: number | null }) {
  useAppBadge(badge);
  useMemberEvents(true);
  usePageHiddenBeacon(true);
  useOutboxFlush(true);
  return <PushReoffer />;
}
