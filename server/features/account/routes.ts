import { deleteAccountBodySchema, leaveOfferResponseSchema, stayResponseSchema } from '@common/api/account';
import { apiErrorSchema } from '@common/api/errors';
import { okResponseSchema } from '@common/api/user';
import { clearSessionCookie, requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * /api/account.php: the leave offer (GET), taking it (POST ?stay=1) and deleting the account
 * (DELETE); /api/my-data.php: the member's data as one ZIP.
 */
export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account.php',
    { schema: { tags: ['account'], response: { 200: leaveOfferResponseSchema, 403: apiErrorSchema } } },
    async (req) => account.leaveOffer(await requireMember(req), req.site),
  );

  r.post(
    '/api/account.php',
    {
      schema: {
        tags: ['account'],
        querystring: z.object({ stay: z.literal('1') }),
        response: { 200: stayResponseSchema, ...errors },
      },
    },
    async (req) => ({ offer: await account.stay(await requireMember(req), req.site) }),
  );

  // A stream, so no response schema: errors still go out as {error, message} by the error plugin.
  app.get(
    '/api/my-data.php',
    { schema: { tags: ['account'], produces: ['application/zip'] } },
    async (req, reply) => {
      const stream = await account.exportData(await requireMember(req));
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="my-data.zip"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  r.delete(
    '/api/account.php',
    {
      schema: {
        tags: ['account'],
        body: deleteAccountBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      await account.remove(await requireMember(req), req.body.password);
      clearSessionCookie(req, reply);
      return { ok: true as const };
    },
  );
}
