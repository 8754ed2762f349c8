import type { Db } from '@server/db/client';
import { PRESENCE_TICK_MS } from '@server/profiles/presence-sql';
import type { FastifyInstance } from 'fastify';
import { touchSeen } from './queries';

/**
 * Keeps `presence.seen_at` fresh for the members with an event stream open in this process: one
 * write per tick for all of them, whatever the number of streams or processes.
 */
export function startPresenceTicker(
  app: FastifyInstance,
  db: Db,
  openUserIds: () => number[],
  tickMs = PRESENCE_TICK_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = touchSeen(db, openUserIds())
      .catch((err: unknown) => app.log.warn({ err }, 'presence tick failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
