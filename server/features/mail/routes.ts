import { activate, changeEmail, confirmEmailChange, undoEmailChange } from '@common/api/mail';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { MailService } from './service';
import { undoMailChange } from './undo-change';

export function mailRoutes(
  app: FastifyInstance,
  { db, mail, limiter }: { db: Db; mail: MailService; limiter: RateLimiter },
): void {
  route(app, activate, async (req, reply) => {
    if (req.query.token !== undefined) {
      await limiter.hit('activatePerIp', req.ip);
      const ok = await mail.activate(req.query.token);
      // The mail's link: the browser follows a redirect to a page, not the poll's JSON.
      return reply.redirect(ok ? '/activate/done' : '/activate/error', 302) as never;
    }
    const { userId } = await requireMember(req);
    return { delivered: await mail.delivered(userId) };
  });

  route(app, changeEmail, async (req) => {
    const { userId } = await requireMember(req);
    const result = await mail.requestChange(userId, req.body.email, req.site, req.body.password);
    return { result };
  });

  route(app, confirmEmailChange, async (req) => {
    await limiter.hit('mailChangeConfirmPerIp', req.ip);
    return { ok: await mail.confirmChange(req.body.token, req.site) };
  });

  route(app, undoEmailChange, async (req) => {
    // From the link mailed to the old address (no session needed), or from the notification.
    if ('token' in req.body) {
      await limiter.hit('mailChangeConfirmPerIp', req.ip);
      return { ok: await mail.undoChange(req.body.token, req.site) };
    }
    const me = await requireMember(req);
    return {
      ok: await undoMailChange(
        db,
        limiter,
        mail.queueResetLink,
        me,
        req.site,
        req.body.notification,
        me.sessionId,
      ),
    };
  });
}
