import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { pushBodySchema } from '../../../common/api/signup';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import { requireMember } from '../../plugins/session';

/**
 * Spec §7 puts account creation and push registration on the same method and path
 * (POST /api/user.php?new=1 and ?push=1). A route constraint derived from the query string
 * lets each keep its own route and schema; ?new=1 stays the unconstrained route.
 */
type RouteHandler = NonNullable<
  ReturnType<ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>['get']>
>;

function registerUserActionConstraint(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: 'userAction',
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: RouteHandler) => {
          handlers.set(value, handler);
        },
      };
    },
    deriveConstraint(req: { url?: string }) {
      const query = req.url?.split('?')[1] ?? '';
      return new URLSearchParams(query).has('push') ? 'push' : 'none';
    },
    mustMatchWhenDerived: false,
  });
}

/** POST /api/user.php?push=1: attaches the browser's push subscription to the member. */
export function pushRoutes(app: FastifyInstance, db: Db, limiter: RateLimiter): void {
  registerUserActionConstraint(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user.php',
    {
      constraints: { userAction: 'push' },
      schema: {
        tags: ['user'],
        querystring: z.object({ push: z.literal('1') }),
        body: pushBodySchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const { userId } = await requireMember(req);
      await limiter.hit('pushSubscribe', userId);
      const { endpoint, keys } = req.body.subscription;
      // One endpoint belongs to one browser: a later login on it takes it over.
      await db.execute(sql`
        insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${userId}, ${endpoint}, ${keys.p256dh}, ${keys.auth})
        on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
          auth = excluded.auth, created_at = now()`);
      return { ok: true as const };
    },
  );
}
