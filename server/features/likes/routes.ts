import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { likesResponseSchema } from '../../../common/api/likes';
import { requireMember } from '../../plugins/session';

/** The search-and-likes issue fills this; the session polls it from day one (spec §4). */
export function likesRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/likes.php',
      { schema: { tags: ['likes'], response: { 200: likesResponseSchema, 403: apiErrorSchema } } },
      async (req) => {
        await requireMember(req);
        return { profiles: [], liked_by: [] };
      },
    );
}
