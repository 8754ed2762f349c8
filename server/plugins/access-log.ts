import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per answered request at `info` (Fastify's own logging writes two: received and
 * completed). The query string is left out: it may carry tokens (activation, password reset).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const q = req.url.indexOf('?');
    req.log.info(
      {
        method: req.method,
        url: q === -1 ? req.url : req.url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
