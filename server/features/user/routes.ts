import { forgetPush, getUser, postUser, updateUser } from '@common/api/user';
import type { Db } from '@server/db/client';
import { AppError, validationFailed } from '@server/errors';
import { readEventHead } from '@server/events/event-log';
import type { PushService } from '@server/features/push';
import { route } from '@server/http/route';
import { clearSessionCookie, optionalMember, requireMember, startSession } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { UserService } from './service';

/**
 * Everything at /api/user.php (spec §7): the member's own user (GET), account creation
 * (POST ?new=1), push registration (POST ?push=1) and its removal (DELETE ?push=1), and profile
 * changes (PUT). Account creation
 * and push share a method and path, so one POST route dispatches on the query to the owning
 * service; the body was checked against its action's own schema (postUserBodySchema).
 */
export function userRoutes(
  app: FastifyInstance,
  { db, users, push }: { db: Db; users: UserService; push: PushService },
): void {
  route(app, getUser, async (req, reply) => {
    try {
      // A guest gets null; a cookie whose session is gone, expired, of another site, or of a
      // banned or deleted account answers 403 and loses the cookie.
      const member = await optionalMember(req, { refuseEnded: true });
      if (!member) return { user: null };
      const head = await readEventHead(db);
      return { user: users.of(member, req.site), ...(head === null ? {} : { events_after: head }) };
    } catch (err) {
      // A ban's notice cookie comes with the error (registerBanNotice).
      if (err instanceof AppError) clearSessionCookie(req, reply);
      throw err;
    }
  });

  route(app, postUser, async (req, reply) => {
    const body = req.body;
    const pushAction = 'push' in req.query;
    if ('subscription' in body) {
      if (!pushAction) throw validationFailed({ email: 'required' });
      const { userId } = await requireMember(req);
      await push.subscribe(userId, body);
      return { ok: true as const };
    }
    if (pushAction) throw validationFailed({ subscription: 'required' });
    const id = await users.create(body, {
      site: req.site,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
    });
    await startSession(db, req, reply, id);
    return { user: await users.current(id, req.site) };
  });

  route(app, forgetPush, async (req) => {
    await push.unsubscribe((await requireMember(req)).userId, req.body.endpoint);
    return { ok: true as const };
  });

  route(app, updateUser, async (req) => ({
    user: await users.update(await requireMember(req), req.site, req.body),
  }));
}
