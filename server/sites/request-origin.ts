import type { FastifyRequest } from 'fastify';

/**
 * The origin the visitor asked for (behind a trusted proxy: the forwarded one). Addresses a page
 * names for itself (canonical, sitemap) use it, so each site's host names its own pages.
 */
export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.originalHost ?? req.host}`;
}
