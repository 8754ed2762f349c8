import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatsResponseSchema } from '../../../common/api/chat';
import { apiErrorSchema } from '../../../common/api/errors';
import { requireMember } from '../../plugins/session';

/** The chat issue fills this list; the session polls it from day one (spec §4). */
export function chatRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/chats.php',
      { schema: { tags: ['chat'], response: { 200: chatsResponseSchema, 403: apiErrorSchema } } },
      async (req) => {
        await requireMember(req);
        return { chats: [] };
      },
    );
}
