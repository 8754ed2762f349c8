import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../db/query-error';
import type { PaymentsService } from './service';

/**
 * Every interval, re-asks the provider about open orders that went quiet, so a lost webhook or a
 * provider outage during the return never leaves a paid order uncredited. Unref'd so it never
 * keeps the process alive; stopped when the app closes.
 */
export function startReconciler(app: FastifyInstance, payments: PaymentsService, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .reconcile()
      .catch((err: unknown) => app.log.error({ err: loggableError(err) }, 'payment reconciler failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
