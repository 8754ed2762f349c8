import { endpointUrl } from '@common/api/endpoint';
import { type MemberEvent, memberEventSchema } from '@common/api/events';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEvent, refetchChats } from '@web/features/chat';
import { likesKeys } from '@web/features/likes';
import { notificationKeys } from '@web/features/notifications';
import * as eventsApi from '@web/lib/endpoints/events';

/**
 * Opens the member's event stream (GET /api/events.php) and applies what each event carries;
 * returns the close function. EventSource reconnects by itself and sends the last event id it
 * was given: the server replays what was missed, or says `resync` when that is older than its
 * log keeps, and then everything chat-, likes- and notification-related is refetched once
 * (decision 026b).
 */
export function openMemberEvents(queryClient: QueryClient): () => void {
  const source = new EventSource(endpointUrl(eventsApi.memberEvents));
  source.onmessage = (e: MessageEvent<string>) => {
    let event: MemberEvent;
    try {
      const parsed = memberEventSchema.safeParse(JSON.parse(e.data));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    if (event.type === 'resync') {
      refetchChats(queryClient);
      void queryClient.invalidateQueries({ queryKey: likesKeys.all() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
      return;
    }
    if (event.type === 'notification') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
      return;
    }
    if (event.type === 'like') {
      void queryClient.invalidateQueries({ queryKey: likesKeys.all() });
      return;
    }
    applyChatEvent(queryClient, event);
  };
  return () => source.close();
}
