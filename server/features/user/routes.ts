import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { createUserBodySchema, userResponseSchema } from '../../../common/api/user';
import type { Db } from '../../db/client';
import { sessionEnded } from '../../errors';
import { clearSessionCookie, startSession } from '../../plugins/session';
import type { UserService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export function userRoutes(app: FastifyInstance, db: Db, users: UserService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user.php',
    { schema: { tags: ['user'], response: { 200: userResponseSchema, 403: apiErrorSchema } } },
    async (req, reply) => {
      const { user, ended } = await users.currentForRequest(req);
      if (ended) {
        clearSessionCookie(req, reply);
        throw sessionEnded();
      }
      return { user };
    },
  );

  r.post(
    '/api/user.php',
    {
      schema: {
        tags: ['user'],
        querystring: z.object({ new: z.literal('1') }),
        body: createUserBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await users.create(req.body, req);
      await startSession(db, req, reply, id);
      return { user: await users.current(id, req.site) };
    },
  );
}
