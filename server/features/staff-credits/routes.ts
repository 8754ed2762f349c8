import { apiErrorSchema } from '@common/api/errors';
import {
  creditChangeBodySchema,
  creditChangeResponseSchema,
  memberAccountSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  timeBonusBodySchema,
  timeBonusResponseSchema,
} from '@common/api/staff-credits';
import { memberParamsSchema } from '@common/api/staff-moderation';
import type { Db } from '@server/db/client';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffCreditsService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Admin: find members, see their orders and ledger, correct credits, grant time bonuses. */
export function staffCreditsRoutes(app: FastifyInstance, db: Db, credits: StaffCreditsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  r.get(
    '/api/staff/members',
    {
      schema: {
        tags,
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...errors },
      },
    },
    async (req) => ({ members: await credits.search(await requireStaff(db, req, 'admin'), req.query.q) }),
  );
  r.get(
    '/api/staff/members/:user',
    { schema: { tags, params: memberParamsSchema, response: { 200: memberAccountSchema, ...errors } } },
    async (req) => credits.account(await requireStaff(db, req, 'admin'), req.params.user),
  );
  r.post(
    '/api/staff/members/:user/credits',
    {
      schema: {
        tags,
        params: memberParamsSchema,
        body: creditChangeBodySchema,
        response: { 200: creditChangeResponseSchema, ...errors },
      },
    },
    async (req) => ({
      balance: await credits.changeCredits(
        await requireStaff(db, req, 'admin'),
        req.params.user,
        req.body.delta,
        req.body.reason,
        req.ip,
      ),
    }),
  );
  r.post(
    '/api/staff/members/:user/bonus',
    {
      schema: {
        tags,
        params: memberParamsSchema,
        body: timeBonusBodySchema,
        response: { 200: timeBonusResponseSchema, ...errors },
      },
    },
    async (req) =>
      credits.grantBonus(
        await requireStaff(db, req, 'admin'),
        req.params.user,
        req.body.percent,
        req.body.hours,
        req.ip,
      ),
  );
}
