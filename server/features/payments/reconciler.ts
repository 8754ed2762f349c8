import { loggableError } from '@server/db/query-error';
import { jobFailures } from '@server/metrics/registry';
import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service';

/**
 * Every interval, re-asks the provider about open orders that went quiet, so a lost webhook or a
 * provider outage during the return never leaves a paid order uncredited. Unref'd so it never
 * keeps the process alive; stopped when the app closes.
 */
export function startReconciler(app: FastifyInstance, payments: PaymentsService, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = payments
      .reconcile()
      .catch((err: unknown) => {
        jobFailures.inc({ kind: 'reconciler' });
        app.log.error({ err: loggableError(err) }, 'payment reconciler failed');
      })
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  // A pass under way finishes before the database goes (shutdown drains jobs, then stops it).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
