import { banResponseSchema } from '@common/api/ban';
import type { Db } from '@server/db/client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BanNotice, banReasonOf } from './ban';

/** GET /api/ban.php: the reason and where to object, for the browser whose account was just refused. */
export function banRoutes(app: FastifyInstance, db: Db, ban: BanNotice): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/ban.php',
      { schema: { tags: ['account'], response: { 200: banResponseSchema } } },
      async (req) => {
        const userId = ban.userOf(req);
        const found = userId === null ? null : await banReasonOf(db, userId);
        return {
          banned: found !== null,
          reason: found?.reason ?? null,
          contact_email: req.site.support_email,
        };
      },
    );
}
