import { SESSION_COOKIE } from '@common/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from './compress';
import type { PageCache } from './page-cache';

/**
 * A guest's request for a page whose whole answer is cached (decision 020a) is answered here, in
 * the last onRequest hook, with a header block made once per answer (decision 021c). The route's
 * handler (its status from the route table, the settings, the head) and the onSend hooks
 * (security headers, compression, cookies) would only remake what the cached answer already is:
 * they were most of a cached page's CPU. What must still happen per request has happened or still
 * will: the site and the request id are resolved by the earlier onRequest hooks, and the
 * onResponse hooks (access log, metrics) run on the response's `finish`, hijacked or not.
 *
 * Only pages whose status follows from their URL alone are rendered, so only they are cached
 * (page-render.ts): answering one before its route runs answers what the route would.
 */
export function answerCachedPages(
  app: FastifyInstance,
  answers: PageCache,
  /** The cache key of a request, as sendIndex makes it. */
  keyOf: (req: FastifyRequest) => string,
): void {
  // Per body (a buffer per entry and encoding) and per scheme (HSTS is for https only).
  const blocks = new WeakMap<Buffer, { plain?: string[]; https?: string[] }>();
  const headerBlock = (
    req: FastifyRequest,
    key: string,
    body: Buffer,
    encoding: Encoding | null,
  ): string[] => {
    const usual = app.securityHeadersFor(req);
    const scheme = 'strict-transport-security' in usual ? 'https' : 'plain';
    let known = blocks.get(body);
    if (!known) {
      known = {};
      blocks.set(body, known);
    }
    const made = known[scheme];
    if (made) return made;
    // A page with its own policy (its inline style's hash, decision 021e) carries that one, as the
    // usual path does (security.ts keeps a policy the answer already has). Made once per body.
    const policy = answers.policy(key);
    const security = policy ? { ...usual, 'content-security-policy': policy } : usual;
    known[scheme] = [
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      'no-cache',
      'vary',
      'Accept-Encoding',
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
      ...Object.entries(security).flat(),
    ];
    return known[scheme];
  };

  // Callback style: a promise per request and hook is measurable at these rates.
  app.addHook('onRequest', (req, reply, done) => {
    if (
      req.method !== 'GET' ||
      !answers.hasUrl(req.url) ||
      // A session cookie may be a member's: never the guest page (sendIndex decides, as before).
      req.cookies[SESSION_COOKIE] !== undefined ||
      // While draining, answers close their connection (drain.ts): the usual path says so.
      app.isClosing()
    ) {
      done();
      return;
    }
    const encoding = acceptedEncoding(req);
    const key = keyOf(req);
    // An encoding not made yet is made (once) by sendIndex.
    const body = answers.ready(key, encoding);
    if (!body) {
      done();
      return;
    }
    reply.hijack();
    reply.raw.writeHead(200, [...headerBlock(req, key, body, encoding), 'x-request-id', req.id]);
    reply.raw.end(body);
  });
}
