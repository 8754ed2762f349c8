import { type Db, newestMigration } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgListener } from './pg-listener';

export type HealthOptions = {
  db: Db;
  /** The LISTEN connection; readiness needs it up when the process has one. */
  listener?: PgListener | undefined;
  /** True once shutdown began: the load balancer must stop sending new requests. */
  isDraining?: (() => boolean) | undefined;
  /**
   * The nudity model of this process (issue 27): one that failed to load makes it not ready, so
   * the failure is seen; still loading is ready (photos wait as pending meanwhile).
   */
  classifier?: (() => 'loading' | 'ready' | 'failed') | undefined;
};

const CHECK_TIMEOUT_MS = 2_000;

async function appliedMigration(db: Db): Promise<number> {
  const query = db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS).unref();
  });
  const res = await Promise.race([query, timeout]);
  return Number(res.rows[0]?.last ?? 0);
}

/**
 * /healthz: the process answers (container liveness). /readyz: this process should get traffic —
 * database reachable, its migrations current, LISTEN connection up, not draining, its nudity model
 * loaded when it runs one — else 503.
 */
export function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  const expected = newestMigration();

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    const model = opts.classifier?.();
    const modelCheck = model === 'ready' ? 'ok' : model === 'failed' ? 'failing' : 'loading';
    const checks: Record<string, 'ok' | 'failing' | 'off' | 'loading'> = {
      database: 'ok',
      migrations: 'ok',
      listen: opts.listener ? (opts.listener.connected ? 'ok' : 'failing') : 'off',
      draining: opts.isDraining?.() ? 'failing' : 'ok',
      // Only where this process runs the model (PHOTO_CLASSIFIER).
      ...(model ? { classifier: modelCheck } : {}),
    };
    try {
      if ((await appliedMigration(opts.db)) < expected) checks.migrations = 'failing';
    } catch (err) {
      req.log.warn({ err }, 'readiness: database unreachable');
      checks.database = 'failing';
      checks.migrations = 'failing';
    }
    const ready = Object.values(checks).every((c) => c !== 'failing');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not_ready', checks });
  });
}
