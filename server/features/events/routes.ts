import { memberEvents } from '@common/api/events';
import type { Db } from '@server/db/client';
import { markVisible } from '@server/features/presence';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import { openEventStream } from '@server/plugins/sse';
import type { FastifyInstance } from 'fastify';
import type { EventHub } from './event-hub';

/**
 * GET /api/events.php: the member's Server-Sent Events stream. Each event names what changed
 * (`{type, conversation…}`); the client refetches the affected queries.
 */
export function eventRoutes(app: FastifyInstance, { hub, db }: { hub: EventHub; db: Db }): void {
  route(app, memberEvents, async (req, reply) => {
    // The stream belongs to this session: logging it out ends the stream (issue 16, defect 12).
    const { userId, sessionId } = await requireMember(req);
    // A page opening its stream is a page in front: the member is online from now on.
    await markVisible(db, userId);
    openEventStream(req, reply, (res) => hub.add(userId, res, sessionId));
  });
}
