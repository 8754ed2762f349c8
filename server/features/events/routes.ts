import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { EventHub } from './event-hub';

/** A comment line keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * GET /api/events.php: the member's Server-Sent Events stream. Each event names what changed
 * (`{type, conversation…}`); the client refetches the affected queries.
 */
export function eventRoutes(app: FastifyInstance, hub: EventHub): void {
  app.get('/api/events.php', { schema: { tags: ['events'], hide: true } }, async (req, reply) => {
    const { userId } = await requireMember(req);
    // The stream belongs to this session: logging it out ends the stream (issue 16, defect 12).
    const session = await req.session();
    const sessionId = session.kind === 'member' ? session.rec.session_id : undefined;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const remove = hub.add(userId, res, sessionId);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const done = () => {
      clearInterval(heartbeat);
      remove();
    };
    req.raw.on('close', done);
    res.on('close', done);
  });
}
