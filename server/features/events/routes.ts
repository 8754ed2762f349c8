import type { Db } from '@server/db/client';
import { markVisible } from '@server/features/presence';
import { requireMember } from '@server/plugins/session';
import { openEventStream } from '@server/plugins/sse';
import type { FastifyInstance } from 'fastify';
import type { EventHub } from './event-hub';

/**
 * GET /api/events.php: the member's Server-Sent Events stream. Each event names what changed
 * (`{type, conversation…}`); the client refetches the affected queries.
 */
export function eventRoutes(app: FastifyInstance, hub: EventHub, db: Db): void {
  app.get('/api/events.php', { schema: { tags: ['events'], hide: true } }, async (req, reply) => {
    const { userId } = await requireMember(req);
    // The stream belongs to this session: logging it out ends the stream (issue 16, defect 12).
    const session = await req.session();
    const sessionId = session.kind === 'member' ? session.rec.session_id : undefined;
    // A page opening its stream is a page in front: the member is online from now on.
    await markVisible(db, userId);
    openEventStream(req, reply, (res) => hub.add(userId, res, sessionId));
  });
}
