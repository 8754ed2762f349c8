import { login, logout } from '@common/api/auth';
import type { Db } from '@server/db/client';
import { type BanNotice, refuseBanned } from '@server/features/account';
import type { UserService } from '@server/features/user';
import { route } from '@server/http/route';
import { endSession, startSession } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from './service';

export function authRoutes(
  app: FastifyInstance,
  { db, auth, users, ban }: { db: Db; auth: AuthService; users: UserService; ban: BanNotice },
): void {
  route(app, login, async (req, reply) => {
    const { userId, banned } = await auth.login(req.body, req.site, req.ip);
    if (banned) throw refuseBanned(req, reply, ban, userId);
    await startSession(db, req, reply, userId);
    return { user: await users.current(userId, req.site) };
  });

  route(app, logout, { config: { changesState: true } }, async (req, reply) => {
    await endSession(db, req, reply);
    return 'done' as const;
  });
}
