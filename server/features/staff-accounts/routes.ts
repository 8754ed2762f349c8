import { apiErrorSchema } from '@common/api/errors';
import {
  newStaffBodySchema,
  staffAccountParamsSchema,
  staffAccountsResponseSchema,
  staffChangeBodySchema,
  staffCredentialsSchema,
} from '@common/api/staff-accounts';
import { staffOkSchema } from '@common/api/staff-auth';
import type { Db } from '@server/db/client';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffAccountsService } from './service';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Admin: the staff accounts of the admin's sites (list, add, change, reset). */
export function staffAccountsRoutes(
  app: FastifyInstance,
  db: Db,
  accounts: StaffAccountsService,
  limiter: RateLimiter,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  /** Creating and resetting hash a password (argon2id): counted per admin. */
  const admin = async (req: FastifyRequest) => {
    const staff = await requireStaff(db, req, 'admin');
    if (req.method !== 'GET') await limiter.hit('staffAccountChange', staff.id);
    return staff;
  };
  r.get(
    '/api/staff/accounts',
    { schema: { tags, response: { 200: staffAccountsResponseSchema, ...errors } } },
    async (req) => ({ staff: await accounts.list(await admin(req)) }),
  );
  r.post(
    '/api/staff/accounts',
    { schema: { tags, body: newStaffBodySchema, response: { 200: staffCredentialsSchema, ...errors } } },
    async (req) => accounts.create(await admin(req), req.body, req.ip),
  );
  r.put(
    '/api/staff/accounts/:staff',
    {
      schema: {
        tags,
        params: staffAccountParamsSchema,
        body: staffChangeBodySchema,
        response: { 200: staffOkSchema, ...errors },
      },
    },
    async (req) => {
      await accounts.change(await admin(req), req.params.staff, req.body, req.ip);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/staff/accounts/:staff/reset',
    {
      schema: {
        tags,
        params: staffAccountParamsSchema,
        response: { 200: staffCredentialsSchema, ...errors },
      },
    },
    async (req) => accounts.reset(await admin(req), req.params.staff, req.ip),
  );
}
