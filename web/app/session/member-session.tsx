import { useOutboxFlush } from '@web/features/chat/embed';
import { PushReoffer } from './push-reoffer';
import { useAppBadge } from './use-app-badge';
import { useMemberEvents } from './use-member-events';
import { usePageHiddenBeacon } from './use-page-hidden-beacon';

/**
 * What runs only while a member is logged in: the event stream, the page-hidden beacon, the
 * offline outbox and the push re-offer. The root shell loads it lazily for members, so guests'
 * pages (the landing's 150 KB budget, issue 23) carry none of it.
 */
export function MemberSession() {
  useMemberEvents();
  usePageHiddenBeacon();
  useOutboxFlush();
  return <PushReoffer />;
}

/**
 * What the root shell loads for a member: the session above and the app badge (unread messages
 * plus new likes, `badge` null until both are known). The entry counts, this chunk sets (023g).
 */
export function MemberSessionAndBadge({ badge }: { badge: number | null }) {
  useAppBadge(badge);
  return <MemberSession />;
}
