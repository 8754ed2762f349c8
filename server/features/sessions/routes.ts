import { endSessions, getSessions } from '@common/api/sessions';
import { route } from '@server/http/route';
import { requireMember, sessionTokenOf } from '@server/plugins/session';
import { hashToken } from '@server/plugins/session-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionsService } from './service';

const currentHash = (req: FastifyRequest) => {
  const token = sessionTokenOf(req);
  return token ? hashToken(token) : null;
};

/** /api/sessions.php: the member's active sessions (GET) and ending them (DELETE). */
export function sessionsRoutes(app: FastifyInstance, { sessions }: { sessions: SessionsService }): void {
  route(app, getSessions, async (req) => ({
    sessions: await sessions.list(await requireMember(req), currentHash(req)),
  }));

  route(app, endSessions, async (req) => {
    await sessions.end(await requireMember(req), req.body, currentHash(req));
    return { ok: true as const };
  });
}
