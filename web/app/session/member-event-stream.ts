import { endpointUrl } from '@common/api/endpoint';
import { type MemberEvent, memberEventSchema } from '@common/api/events';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@web/features/chat';
import { likesKeys } from '@web/features/likes';
import { notificationKeys } from '@web/features/notifications';
import * as eventsApi from '@web/lib/endpoints/events';

/**
 * Opens the member's event stream (GET /api/events.php) and refetches what an event names;
 * returns the close function. EventSource reconnects by itself; on every (re)connect everything
 * chat- and likes-related is refetched, since events sent meanwhile were missed.
 */
export function openMemberEvents(queryClient: QueryClient): () => void {
  const source = new EventSource(endpointUrl(eventsApi.memberEvents));
  let opened = false;
  source.onopen = () => {
    if (opened) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.allMessages() });
      void queryClient.invalidateQueries({ queryKey: likesKeys.all() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
    }
    opened = true;
  };
  source.onmessage = (e: MessageEvent<string>) => {
    let event: MemberEvent;
    try {
      const parsed = memberEventSchema.safeParse(JSON.parse(e.data));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
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
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    if (event.type === 'message' || event.type === 'read') {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(event.conversation) });
    }
  };
  return () => source.close();
}
