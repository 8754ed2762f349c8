import { createRequire } from 'node:module';

type Queue = { prototype: { addBody: (data: Buffer) => void } };

/**
 * autocannon keeps every response body as a string (`body += chunk`), which decodes it as UTF-8:
 * ~3 µs for 24 KB of text, ~260 µs for 24 KB of brotli (invalid UTF-8 takes the slow path). With
 * compressed pages that made the load generator, not the server, the limit (bare node:http
 * serving the same bytes: 2.5 k req/s). No scenario reads the bodies (bytes are counted apart),
 * so they are dropped; decision 020a.
 */
export function dropResponseBodies(): void {
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as Queue;
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error('autocannon changed: PipelinedRequestsQueue.addBody is gone (see autocannon-bodies.ts)');
  }
  queue.prototype.addBody = () => {};
}
