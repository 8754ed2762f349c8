import { apiErrorSchema } from '@common/api/errors';
import { line } from '@common/api/text';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './service';

const webhookBodySchema = z.object({ id: line().min(1).max(64) });

/**
 * Provider webhooks. Mollie posts `id=<payment id>` as a form and expects 200 for ids it may not
 * know about, so a forged id learns nothing and changes nothing; an outage answers 503 so the
 * provider retries (and the reconciler catches up anyway).
 */
export async function webhookRoutes(app: FastifyInstance, payments: PaymentsService, limiter: RateLimiter) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          params: z.object({ provider: z.enum(['demo', 'mollie']) }),
          body: webhookBodySchema,
          response: { 200: z.object({ ok: z.literal(true) }), 429: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (req) => {
        await limiter.hit('webhookPerIp', req.ip);
        await payments.webhook(req.params.provider, req.body.id);
        return { ok: true as const };
      },
    );
  });
}
