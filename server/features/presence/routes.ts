import { optionalMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';

/** POST /api/page-hidden.php (beacon, spec §7): the page went to the background. */
export function presenceRoutes(app: FastifyInstance): void {
  app.post('/api/page-hidden.php', { schema: { tags: ['presence'] } }, async (req, reply) => {
    const member = await optionalMember(req);
    if (member) req.log.debug({ userId: member.userId }, 'page hidden');
    return reply.code(204).send();
  });
}
