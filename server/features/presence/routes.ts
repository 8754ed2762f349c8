import { pageHidden } from '@common/api/presence';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import { markHidden, markVisible } from './queries';

/**
 * POST /api/page-hidden.php (beacon, spec §7): the page went to the background, or came back.
 * A beacon cannot read an answer, so a guest's is accepted and ignored.
 */
export function presenceRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, pageHidden, async (req, reply) => {
    const member = await optionalMember(req);
    if (member) {
      if (req.body.visible) await markVisible(db, member.userId);
      else await markHidden(db, member.userId);
    }
    return reply.code(204).send();
  });
}
