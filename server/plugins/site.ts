import type { SiteConfig } from '@common/api/settings';
import type { SiteRegistry } from '@server/sites/site-registry';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteConfig;
    /** The host the visitor typed: X-Original-Host (set by our proxy or client), else Host. */
    originalHost: string;
  }
}

export function registerSite(app: FastifyInstance, registry: SiteRegistry): void {
  app.decorateRequest('site', null as unknown as SiteConfig);
  app.decorateRequest('originalHost', '');
  app.addHook('onRequest', (req, _reply, done) => {
    const original = headerValue(req.headers['x-original-host']);
    const host = headerValue(req.headers.host);
    req.site = registry.resolve(original, host);
    req.originalHost = original ?? host ?? req.site.domain;
    done();
  });
}

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length > 0 && s.length < 256 ? s : undefined;
}
