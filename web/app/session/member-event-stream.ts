import { endpointUrl } from '@common/api/endpoint';
import type { MemberEvent } from '@common/api/events';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEvent, refetchChats } from '@web/features/chat';
import { likesKeys } from '@web/features/likes';
import { notificationKeys } from '@web/features/notifications';
import * as eventsApi from '@web/lib/endpoints/events';
import { takeEventsAfter } from '@web/lib/session/events-start';

type EventSchema = typeof import('@common/api/events')['memberEventSchema'];
let schema: Promise<EventSchema> | null = null;

/**
 * The events' schema, and zod with it, load with the first event, not with the stream: evaluating
 * them was one long task after every member page's first paint (≈ 12–20 ms at 1×, decision 023l),
 * and most page views receive no event at all.
 */
function eventSchema(): Promise<EventSchema> {
  schema ??= import('@common/api/events').then((m) => m.memberEventSchema);
  return schema;
}

function parseEvent(parse: EventSchema, data: string): MemberEvent | null {
  try {
    const parsed = parse.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function applyEvent(queryClient: QueryClient, event: MemberEvent): void {
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
}

/**
 * Opens the member's event stream (GET /api/events.php) and applies what each event carries, in
 * the order they came (the first waits for the schema, the rest queue behind it); returns the
 * close function. The page's first stream starts where the page's first user answer found the log
 * (decision 026i). EventSource reconnects by itself and sends the last event id it was given: the
 * server replays what was missed, or says `resync` when that is older than its log keeps, and
 * then everything chat-, likes- and notification-related is refetched once (decision 026b).
 */
export function openMemberEvents(queryClient: QueryClient): () => void {
  const source = new EventSource(
    endpointUrl(eventsApi.memberEvents, { query: { after: takeEventsAfter() } }),
  );
  let closed = false;
  let queue = Promise.resolve();
  source.onmessage = (e: MessageEvent<string>) => {
    queue = queue
      .then(eventSchema)
      .then((parse) => {
        const event = parseEvent(parse, e.data);
        if (event && !closed) applyEvent(queryClient, event);
      })
      // A schema chunk that failed to load drops this event; the next one tries again.
      .catch(() => {
        schema = null;
      });
  };
  return () => {
    closed = true;
    source.close();
  };
}
