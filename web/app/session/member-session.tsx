import { useOutboxFlush } from '@web/features/chat/embed';
import { PushReoffer } from './push-reoffer';
import { useAppBadge } from './use-app-badge';
import { useMemberEvents } from './use-member-events';
import { usePageHiddenBeacon } from './use-page-hidden-beacon';

/**
 * What runs only while a member is logged in: the event stream, the page-hidden beacon, the
 * offline outbox, the push re-offer and the app badge (unread messages plus new likes, `badge`
 * null until both are known: the entry counts, this chunk sets it, 023g). The root shell loads it
 * lazily for members, so guests' pages (the landing's 150 KB budget, issue 23) carry none of it.
 */
export function MemberSession({ badge }: { badge: number | null }) {
  useMemberEvents();
  usePageHiddenBeacon();
  useOutboxFlush();
  useAppBadge(badge);
  return <PushReoffer />;
}
