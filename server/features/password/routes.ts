import { apiErrorSchema } from '@common/api/errors';
import { passwordChangeBodySchema } from '@common/api/password';
import {
  passwordResetBodySchema,
  passwordResetRequestSchema,
  passwordResetTokenQuerySchema,
  passwordResetTokenResponseSchema,
} from '@common/api/password-reset';
import { okResponseSchema, userResponseSchema } from '@common/api/user';
import type { Db } from '@server/db/client';
import type { UserService } from '@server/features/user';
import { requireMember, sessionTokenOf, startSession } from '@server/plugins/session';
import { hashToken } from '@server/plugins/session-store';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PasswordService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Forgotten password (/api/password-reset.php) and password change (/api/password.php). */
export function passwordRoutes(app: FastifyInstance, db: Db, passwords: PasswordService, users: UserService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/password-reset.php',
    {
      schema: {
        tags: ['account'],
        body: passwordResetRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await passwords.requestReset(req.body.email, req.site, req.ip);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/password-reset.php',
    {
      schema: {
        tags: ['account'],
        querystring: passwordResetTokenQuerySchema,
        response: { 200: passwordResetTokenResponseSchema, ...errors },
      },
    },
    async (req) => ({ valid: await passwords.isTokenLive(req.query.token, req.ip) }),
  );

  r.put(
    '/api/password-reset.php',
    {
      schema: {
        tags: ['account'],
        body: passwordResetBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = await passwords.reset(req.body, req.ip);
      await startSession(db, req, reply, userId);
      return { user: await users.current(userId, req.site) };
    },
  );

  r.put(
    '/api/password.php',
    {
      schema: {
        tags: ['account'],
        body: passwordChangeBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      const me = await requireMember(req);
      const token = sessionTokenOf(req);
      await passwords.change(me, req.body, token ? hashToken(token) : null, req.site);
      return { ok: true as const };
    },
  );
}
