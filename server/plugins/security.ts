import { type AppError, forbidden } from '@server/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths a third party calls server-to-server (payment webhooks); they carry no cookies. */
const CROSS_ORIGIN_ALLOWED: RegExp[] = [/^\/api\/webhooks\//];

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of an answer to `req` (cached guest pages write them themselves, 021c). */
    securityHeadersFor(req: FastifyRequest): Readonly<Record<string, string>>;
  }
  interface FastifyContextConfig {
    /**
     * A GET of the spec that changes state (opens a conversation, logs out, saves filters): it
     * keeps its method, but a cross-site request (a link or image on another site) is refused.
     */
    changesState?: boolean | ((req: FastifyRequest) => boolean);
  }
}

/**
 * Content-Security-Policy of every answer: scripts, style sheets, fonts and connections only
 * from this origin, no inline script (the settings block is `type="application/json"`, which is data,
 * not script), no plugins, framed only by ourselves. Images may also come from https (webcam
 * partners' thumbnails) and data:/blob: (previews of a photo before upload). See decision 016a.
 */
/**
 * The <style> elements libraries insert: the toast library (sonner) when loaded, first empty,
 * then with its CSS; the emoji picker in its shadow root. Allowed by hash, not by
 * 'unsafe-inline'; security-headers.test.ts recomputes the hashes from the installed packages, so
 * an upgrade that changes their CSS fails there, not in users' browsers.
 */
export const LIBRARY_STYLE_HASHES = [
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=',
  'sha256-rg2BpwZ4T9EADaas/dlxn0KsISPDXXIabE9pnJ++3UQ=',
];

const sources = (hashes: readonly string[]): string => hashes.map((h) => ` '${h}'`).join('');

/**
 * The policy, with the hashes of the stylesheets inlined into server-rendered pages (decision 020a)
 * and of the page's inline starter script (decision 021b).
 */
export function contentSecurityPolicy(
  pageStyleHashes: readonly string[] = [],
  pageScriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${sources(pageScriptHashes)}`,
    `style-src 'self'${sources([...LIBRARY_STYLE_HASHES, ...pageStyleHashes])}`,
    // Style attributes (the emoji picker's templates set them per emoji) cannot run script or
    // match selectors; allowing them keeps <style> elements and all script strict.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Refuses state-changing requests from another origin (CSRF defence on top of SameSite=Lax)
 * and sets the headers every response needs. `https`: the site is public over https
 * (PUBLIC_URL), so browsers are told to never use plain http for it (HSTS).
 */
export function registerSecurity(
  app: FastifyInstance,
  opts: { https?: boolean; styleHashes?: readonly string[]; scriptHashes?: readonly string[] } = {},
): void {
  const policy = contentSecurityPolicy(opts.styleHashes, opts.scriptHashes);
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) {
      const changes = req.routeOptions.config?.changesState;
      const changing = typeof changes === 'function' ? changes(req) : changes === true;
      if (changing && req.headers['sec-fetch-site'] === 'cross-site') throw crossOrigin();
      return;
    }
    if (CROSS_ORIGIN_ALLOWED.some((r) => r.test(req.url))) return;
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw crossOrigin();
    const origin = req.headers.origin;
    if (!origin || origin === 'null') {
      if (origin === 'null') throw crossOrigin();
      return;
    }
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      throw crossOrigin();
    }
    const hosts = [req.headers.host, req.headers['x-original-host']].flat().filter(Boolean) as string[];
    if (!hosts.some((h) => h.toLowerCase() === originHost)) throw crossOrigin();
  });

  const plain = securityHeaders(policy, false);
  const secure = securityHeaders(policy, true);
  app.decorate('securityHeadersFor', (req: FastifyRequest) =>
    opts.https || req.protocol === 'https' ? secure : plain,
  );
  app.addHook('onSend', async (req, reply) => {
    // A hashed, immutable file (a script, a style sheet, a message bundle) is never a document or
    // a worker, the only answers the other headers act on; the landing fetches several of them, so
    // ~1 KB of headers each is bytes for nothing (decision 021b).
    if (isImmutable(reply)) {
      reply.header('x-content-type-options', 'nosniff');
      return;
    }
    for (const [name, value] of Object.entries(app.securityHeadersFor(req))) {
      // The API description pages (PUBLIC_DOCS) bring their own policy.
      if (name !== 'content-security-policy' || !reply.hasHeader(name)) reply.header(name, value);
    }
  });
}

/** The headers every answer gets (HSTS only over https), built once per process. */
function securityHeaders(policy: string, https: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': policy,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
}

function isImmutable(reply: FastifyReply): boolean {
  return String(reply.getHeader('cache-control') ?? '').includes('immutable');
}

function crossOrigin(): AppError {
  return forbidden('cross_origin', 'Requests from other sites are not accepted.');
}
