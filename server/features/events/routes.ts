import { memberEvents } from '@common/api/events';
import type { Db } from '@server/db/client';
import { readReplay } from '@server/events/event-log';
import { markVisible } from '@server/features/presence';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import { openEventStream } from '@server/plugins/sse';
import type { FastifyInstance } from 'fastify';
import type { EventHub } from './event-hub';

/** The id a reconnecting EventSource sends back (the last `id:` it was given); else undefined. */
function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,16}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * GET /api/events.php: the member's Server-Sent Events stream. Events carry what changed
 * (decision 026a); a stream that comes back with `Last-Event-ID` first gets what it missed from
 * the shared log, or `resync` when that is older than the log keeps (decision 026b).
 */
export function eventRoutes(app: FastifyInstance, { hub, db }: { hub: EventHub; db: Db }): void {
  route(app, memberEvents, async (req, reply) => {
    // The stream belongs to this session: logging it out ends the stream (issue 16, defect 12).
    const { userId, sessionId } = await requireMember(req);
    // A reconnect names its last event; a page's first stream where its first answers stood.
    const after = lastEventId(req.headers['last-event-id']) ?? req.query.after;
    // A page opening its stream is a page in front: the member is online from now on.
    await markVisible(db, userId);
    // Listening first, then reading the log: an event committed in between is held, not lost.
    openEventStream(req, reply, (res) => hub.add(userId, res, sessionId));
    try {
      hub.resume(reply.raw, after, await readReplay(db, userId, after));
    } catch (err) {
      // The browser reconnects (with the same last id) and tries again.
      req.log.warn({ err }, 'event replay failed');
      reply.raw.end();
    }
  });
}
