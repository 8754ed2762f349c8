import { timingSafeEqual } from 'node:crypto';
import { type Db, poolCounts } from '@server/db/client';
import {
  dbPoolConnections,
  eventStreams,
  httpDuration,
  httpRequests,
  jobQueueDepth,
  metricsRegistry,
} from '@server/metrics/registry';
import { addressKind } from '@server/net/address-kind';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type MetricsOptions = {
  /** Databases whose pool use is reported, by name (primary, read). */
  pools: Record<string, Db>;
  /** Open event streams on this process (0 when events are off). */
  eventStreamCount: () => number;
  /** Lets a scraper outside the private network in with `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Items waiting per background job kind, read at scrape time. */
  queueDepths?: () => Promise<Record<string, number>>;
};

/**
 * Whether an address (as `req.ip` gives it, after TRUST_PROXY) is loopback or private: the
 * monitoring network. Public clients see 404.
 */
export function isPrivateAddress(ip: string): boolean {
  const kind = addressKind(ip);
  return kind === 'loopback' || kind === 'private';
}

function hasToken(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Counts every answer by route pattern and serves /metrics to the private network. */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): void {
  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      // The pattern, never the raw URL: ids in paths would make unbounded label sets.
      route: req.routeOptions.url ?? 'unmatched',
      method: req.method,
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!isPrivateAddress(req.ip) && !hasToken(req, opts.token)) {
      return reply.code(404).send({ error: 'not_found', message: 'No such endpoint: GET /metrics' });
    }
    eventStreams.set(opts.eventStreamCount());
    for (const [name, db] of Object.entries(opts.pools)) {
      const pool = poolCounts(db);
      dbPoolConnections.set({ pool: name, state: 'total' }, pool.total);
      dbPoolConnections.set({ pool: name, state: 'idle' }, pool.idle);
      dbPoolConnections.set({ pool: name, state: 'waiting' }, pool.waiting);
    }
    for (const [kind, depth] of Object.entries((await opts.queueDepths?.()) ?? {})) {
      jobQueueDepth.set({ kind }, depth);
    }
    const body = await metricsRegistry.metrics();
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(body);
  });
}
