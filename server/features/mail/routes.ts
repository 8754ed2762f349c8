import { apiErrorSchema } from '@common/api/errors';
import {
  activateResponseSchema,
  mailChangeBodySchema,
  mailChangeConfirmBodySchema,
  mailChangeResponseSchema,
  mailChangeUndoBodySchema,
} from '@common/api/mail';
import { line } from '@common/api/text';
import type { Db } from '@server/db/client';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailService } from './service';
import { undoMailChange } from './undo-change';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export function mailRoutes(app: FastifyInstance, db: Db, mail: MailService, limiter: RateLimiter): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/activate.php',
    {
      schema: {
        tags: ['signup'],
        querystring: z.object({ token: line().max(200).optional() }),
        response: { 200: activateResponseSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (req.query.token !== undefined) {
        await limiter.hit('activatePerIp', req.ip);
        const ok = await mail.activate(req.query.token);
        return reply.redirect(ok ? '/activate/done' : '/activate/error', 302);
      }
      const { userId } = await requireMember(req);
      return { delivered: await mail.delivered(userId) };
    },
  );

  r.post(
    '/api/mail-change.php',
    {
      schema: {
        tags: ['signup'],
        body: mailChangeBodySchema,
        response: { 200: mailChangeResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      const result = await mail.requestChange(userId, req.body.email, req.site, req.body.password);
      return { result };
    },
  );

  r.post(
    '/api/mail-change-confirm.php',
    {
      schema: {
        tags: ['signup'],
        body: mailChangeConfirmBodySchema,
        response: { 200: z.object({ ok: z.boolean() }), 429: apiErrorSchema },
      },
    },
    async (req) => {
      await limiter.hit('mailChangeConfirmPerIp', req.ip);
      return { ok: await mail.confirmChange(req.body.token, req.site) };
    },
  );

  r.post(
    '/api/mail-change-undo.php',
    {
      schema: {
        tags: ['account'],
        body: mailChangeUndoBodySchema,
        response: { 200: z.object({ ok: z.boolean() }), 404: apiErrorSchema, ...errors },
      },
    },
    async (req) => {
      // From the link mailed to the old address (no session needed), or from the notification.
      if ('token' in req.body) {
        await limiter.hit('mailChangeConfirmPerIp', req.ip);
        return { ok: await mail.undoChange(req.body.token, req.site) };
      }
      const me = await requireMember(req);
      const session = await req.session();
      const sessionId = session.kind === 'member' ? session.rec.session_id : 0;
      return {
        ok: await undoMailChange(
          db,
          limiter,
          mail.queueResetLink,
          me,
          req.site,
          req.body.notification,
          sessionId,
        ),
      };
    },
  );
}
