import { apiErrorSchema } from '@common/api/errors';
import { endSessionsBodySchema, sessionsResponseSchema } from '@common/api/sessions';
import { okResponseSchema } from '@common/api/user';
import { requireMember, sessionTokenOf } from '@server/plugins/session';
import { hashToken } from '@server/plugins/session-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionsService } from './service';

const currentHash = (req: FastifyRequest) => {
  const token = sessionTokenOf(req);
  return token ? hashToken(token) : null;
};

/** /api/sessions.php: the member's active sessions (GET) and ending them (DELETE). */
export function sessionsRoutes(app: FastifyInstance, sessions: SessionsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sessions.php',
    { schema: { tags: ['account'], response: { 200: sessionsResponseSchema, 403: apiErrorSchema } } },
    async (req) => ({ sessions: await sessions.list(await requireMember(req), currentHash(req)) }),
  );

  r.delete(
    '/api/sessions.php',
    {
      schema: {
        tags: ['account'],
        body: endSessionsBodySchema,
        response: {
          200: okResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      await sessions.end(await requireMember(req), req.body, currentHash(req));
      return { ok: true as const };
    },
  );
}
