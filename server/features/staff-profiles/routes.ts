import { apiErrorSchema } from '@common/api/errors';
import { staffOkSchema } from '@common/api/staff-auth';
import {
  fictionalListResponseSchema,
  fictionalParamsSchema,
  fictionalProfileBodySchema,
  fictionalSavedResponseSchema,
} from '@common/api/staff-profiles';
import type { Db } from '@server/db/client';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffProfilesService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Admin: the fictional profiles of the caller's sites. */
export function staffProfilesRoutes(app: FastifyInstance, db: Db, profiles: StaffProfilesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  r.get(
    '/api/staff/fictional',
    { schema: { tags, response: { 200: fictionalListResponseSchema, ...errors } } },
    async (req) => ({
      profiles: await profiles.list(await requireStaff(db, req, 'admin')),
    }),
  );
  r.post(
    '/api/staff/fictional',
    {
      schema: {
        tags,
        body: fictionalProfileBodySchema,
        response: { 200: fictionalSavedResponseSchema, ...errors },
      },
    },
    async (req) => ({ id: await profiles.create(await requireStaff(db, req, 'admin'), req.body, req.ip) }),
  );
  r.put(
    '/api/staff/fictional/:profile',
    {
      schema: {
        tags,
        params: fictionalParamsSchema,
        body: fictionalProfileBodySchema,
        response: { 200: staffOkSchema, ...errors },
      },
    },
    async (req) => {
      await profiles.edit(await requireStaff(db, req, 'admin'), req.params.profile, req.body, req.ip);
      return { ok: true as const };
    },
  );
}
