import { apiErrorSchema } from '@common/api/errors';
import {
  createUserBodySchema,
  newUserQuerySchema,
  okResponseSchema,
  pushBodySchema,
  pushQuerySchema,
  updateUserBodySchema,
  userResponseSchema,
} from '@common/api/user';
import type { Db } from '@server/db/client';
import type { PushService } from '@server/features/push';
import { clearSessionCookie, endedError, requireMember, startSession } from '@server/plugins/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * Checks one part of the request against a schema inside the handler, failing exactly as a
 * route schema would (same 400 body through the error plugin).
 */
function parsePart<S extends z.ZodType>(
  schema: S,
  data: unknown,
  httpPart: 'body' | 'querystring',
): z.output<S> {
  const check = validatorCompiler({ schema, method: 'POST', url: '/api/user.php', httpPart });
  const result = check(data) as { value?: z.output<S>; error?: unknown[] };
  if (result.error) throw Object.assign(new Error(`${httpPart} is not valid`), { validation: result.error });
  return result.value as z.output<S>;
}

/** The POST parts are declared for the API description only; the handler checks them per action. */
const checkedInHandler = () => (value: unknown) => ({ value });

/**
 * Everything at /api/user.php (spec §7): the member's own user (GET), account creation
 * (POST ?new=1), push registration (POST ?push=1) and profile changes (PUT). Account creation
 * and push share a method and path, so one POST route dispatches on the query to the owning
 * service; each action's query and body are checked against its own schema.
 */
export function userRoutes(app: FastifyInstance, db: Db, users: UserService, push: PushService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user.php',
    { schema: { tags: ['user'], response: { 200: userResponseSchema, 403: apiErrorSchema } } },
    async (req, reply) => {
      const { user, ended, bannedUserId } = await users.currentForRequest(req);
      if (ended) {
        clearSessionCookie(req, reply);
        // A ban's notice cookie comes with the error (registerBanNotice).
        throw endedError({ kind: 'ended', bannedUserId });
      }
      return { user };
    },
  );

  r.post(
    '/api/user.php',
    {
      validatorCompiler: checkedInHandler,
      schema: {
        tags: ['user'],
        querystring: z.union([newUserQuerySchema, pushQuerySchema]),
        body: z.union([createUserBodySchema, pushBodySchema]),
        response: { 200: z.union([userResponseSchema, okResponseSchema]), ...errors },
      },
    },
    async (req, reply) => {
      if (isPushAction(req)) {
        parsePart(pushQuerySchema, req.query, 'querystring');
        const body = parsePart(pushBodySchema, req.body, 'body');
        const { userId } = await requireMember(req);
        await push.subscribe(userId, body);
        return { ok: true as const };
      }
      parsePart(newUserQuerySchema, req.query, 'querystring');
      const body = parsePart(createUserBodySchema, req.body, 'body');
      const id = await users.create(body, req);
      await startSession(db, req, reply, id);
      return { user: await users.current(id, req.site) };
    },
  );

  r.put(
    '/api/user.php',
    {
      schema: {
        tags: ['user'],
        body: updateUserBodySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (req) => ({ user: await users.update(await requireMember(req), req.site, req.body) }),
  );
}

/** `?push` in any form means push registration; everything else is account creation. */
function isPushAction(req: FastifyRequest): boolean {
  return typeof req.query === 'object' && req.query !== null && 'push' in req.query;
}
