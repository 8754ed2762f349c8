import { apiErrorSchema } from '@common/api/errors';
import { staffLoginBodySchema, staffMeResponseSchema, staffOkSchema } from '@common/api/staff-auth';
import type { Db } from '@server/db/client';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffAuthService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Staff sign-in, sign-out and who is signed in. */
export function staffAuthRoutes(app: FastifyInstance, db: Db, auth: StaffAuthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/staff/login',
    {
      schema: {
        tags: ['staff'],
        body: staffLoginBodySchema,
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (req, reply) => ({ staff: await auth.login(req.body, req, reply) }),
  );

  r.post(
    '/api/staff/logout',
    { schema: { tags: ['staff'], response: { 200: staffOkSchema, ...errors } } },
    async (req, reply) => {
      await auth.logout(await requireStaff(db, req, 'dashboard'), req, reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/staff/me',
    { schema: { tags: ['staff'], response: { 200: staffMeResponseSchema, ...errors } } },
    async (req) => ({ staff: await requireStaff(db, req, 'dashboard') }),
  );
}
