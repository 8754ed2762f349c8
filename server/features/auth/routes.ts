import { loginBodySchema, logoutResponseSchema } from '@common/api/auth';
import { apiErrorSchema } from '@common/api/errors';
import { userResponseSchema } from '@common/api/user';
import type { Db } from '@server/db/client';
import type { BanNotice } from '@server/features/account';
import type { UserService } from '@server/features/user';
import { endSession, startSession } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from './service';

export function authRoutes(
  app: FastifyInstance,
  db: Db,
  auth: AuthService,
  users: UserService,
  ban: BanNotice,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login.php',
    {
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: {
          200: userResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { userId, banned } = await auth.login(req.body, req);
      if (banned) throw ban.refuse(req, reply, userId);
      await startSession(db, req, reply, userId);
      return { user: await users.current(userId, req.site) };
    },
  );

  r.get(
    '/api/logout.php',
    { config: { changesState: true }, schema: { tags: ['auth'], response: { 200: logoutResponseSchema } } },
    async (req, reply) => {
      await endSession(db, req, reply);
      return 'done' as const;
    },
  );
}
