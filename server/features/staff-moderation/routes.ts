import { apiErrorSchema } from '@common/api/errors';
import { staffOkSchema } from '@common/api/staff-auth';
import {
  flaggedAccountsResponseSchema,
  idParamsSchema,
  memberParamsSchema,
  openReportsResponseSchema,
  pendingPhotosResponseSchema,
  reasonBodySchema,
} from '@common/api/staff-moderation';
import type { Db } from '@server/db/client';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModerationService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const ok = { ok: true as const };

/** Moderation: the photo queue, the reports queue, bans and unbans. */
export function staffModerationRoutes(app: FastifyInstance, db: Db, mod: ModerationService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const withId = { tags, params: idParamsSchema, response: { 200: staffOkSchema, ...errors } };
  const withIdReason = { ...withId, body: reasonBodySchema };
  const member = { tags, params: memberParamsSchema, response: { 200: staffOkSchema, ...errors } };

  r.get(
    '/api/staff/photos',
    { schema: { tags, response: { 200: pendingPhotosResponseSchema, ...errors } } },
    async (req) => ({
      photos: await mod.photos(await requireStaff(db, req, 'moderation')),
    }),
  );
  r.get(
    '/api/staff/photos/:id/image',
    { schema: { tags, params: idParamsSchema, hide: true } },
    async (req, reply) => {
      const object = await mod.photoFile(await requireStaff(db, req, 'moderation'), req.params.id);
      return reply
        .header('content-type', object.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(object.body);
    },
  );
  r.post('/api/staff/photos/:id/approve', { schema: withId }, async (req) => {
    await mod.judgePhoto(await requireStaff(db, req, 'moderation'), req.params.id, { approve: true }, req.ip);
    return ok;
  });
  r.post('/api/staff/photos/:id/reject', { schema: withIdReason }, async (req) => {
    const verdict = { approve: false as const, reason: req.body.reason };
    await mod.judgePhoto(await requireStaff(db, req, 'moderation'), req.params.id, verdict, req.ip);
    return ok;
  });

  r.get(
    '/api/staff/reports',
    { schema: { tags, response: { 200: openReportsResponseSchema, ...errors } } },
    async (req) => ({
      reports: await mod.reports(await requireStaff(db, req, 'moderation')),
    }),
  );
  for (const action of ['dismiss', 'warn', 'ban'] as const)
    r.post(`/api/staff/reports/:id/${action}`, { schema: withIdReason }, async (req) => {
      await mod.resolve(
        await requireStaff(db, req, 'moderation'),
        req.params.id,
        action,
        req.body.reason,
        req.ip,
      );
      return ok;
    });

  r.get(
    '/api/staff/flags',
    { schema: { tags, response: { 200: flaggedAccountsResponseSchema, ...errors } } },
    async (req) => ({
      accounts: await mod.flagged(await requireStaff(db, req, 'moderation')),
    }),
  );

  r.post('/api/staff/members/:user/ban', { schema: { ...member, body: reasonBodySchema } }, async (req) => {
    await mod.ban(await requireStaff(db, req, 'moderation'), req.params.user, req.body.reason, req.ip);
    return ok;
  });
  r.post('/api/staff/members/:user/unban', { schema: member }, async (req) => {
    await mod.unban(await requireStaff(db, req, 'moderation'), req.params.user, req.ip);
    return ok;
  });
}
