import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line keeps proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * Turns the reply into a Server-Sent Events stream: headers that stop proxies buffering it, the
 * reconnect delay, and a heartbeat. `subscribe` hands the stream to its hub and returns the
 * removal, which runs once either side closes the connection.
 */
export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  subscribe: (res: ServerResponse) => () => void,
): void {
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
  const remove = subscribe(res);
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const done = () => {
    clearInterval(heartbeat);
    remove();
  };
  req.raw.on('close', done);
  res.on('close', done);
}
