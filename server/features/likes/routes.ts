import { apiErrorSchema } from '@common/api/errors';
import { likesResponseSchema } from '@common/api/likes';
import { doneSchema, profileRefSchema } from '@common/api/members';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LikesService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** GET, POST and DELETE /api/likes.php of spec §7. */
export function likesRoutes(app: FastifyInstance, likes: LikesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/likes.php',
    { schema: { tags: ['likes'], response: { 200: likesResponseSchema, 403: apiErrorSchema } } },
    async (req) => likes.list(await requireMember(req)),
  );
  r.post(
    '/api/likes.php',
    { schema: { tags: ['likes'], body: profileRefSchema, response: { 200: doneSchema, ...errors } } },
    async (req) => {
      await likes.like(await requireMember(req), req.body.profile);
      return { done: true as const };
    },
  );
  r.delete(
    '/api/likes.php',
    { schema: { tags: ['likes'], body: profileRefSchema, response: { 200: doneSchema, ...errors } } },
    async (req) => {
      await likes.unlike(await requireMember(req), req.body.profile);
      return { done: true as const };
    },
  );
}
