import { paymentWebhook } from '@common/api/payments';
import { route } from '@server/http/route';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service';

/**
 * Provider webhooks. Mollie posts `id=<payment id>` as a form and expects 200 for ids it may not
 * know about, so a forged id learns nothing and changes nothing; an outage answers 503 so the
 * provider retries (and the reconciler catches up anyway).
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { payments, limiter }: { payments: PaymentsService; limiter: RateLimiter },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    route(scope, paymentWebhook, async (req) => {
      await limiter.hit('webhookPerIp', req.ip);
      await payments.webhook(req.params.provider, req.body.id);
      return { ok: true as const };
    });
  });
}
