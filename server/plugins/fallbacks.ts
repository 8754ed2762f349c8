import { findRoute, isStaffPage, REDIRECTS } from '@common/routes';
import type { FastifyInstance } from 'fastify';

/**
 * Unknown API paths answer JSON 404; page paths get the web app (404 status when no route matches),
 * for HEAD as for GET: link checkers and uptime monitors ask with HEAD, and Node leaves the body out.
 */
export function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply
        .code(404)
        .send({ error: 'not_found', message: `No such endpoint: ${req.method} ${pathname}` });
    }
    const redirect = REDIRECTS.find((r) => r.from === pathname);
    if (redirect) return reply.redirect(redirect.to, 302);
    return app.sendIndex(req, reply, findRoute(pathname) || isStaffPage(pathname) ? 200 : 404);
  });
}
