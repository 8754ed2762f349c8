import { requestOrigin } from '@server/sites/request-origin';
import type { FastifyInstance } from 'fastify';

/**
 * The pages a search engine may list: public, the same for everyone, without tracking. Member
 * pages, landers (paid traffic with tracking) and the signup funnels stay out.
 */
export const SITEMAP_PATHS = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/pages/faq',
  '/pages/terms',
  '/pages/privacy',
  '/pages/return-policy',
  '/complaints',
] as const;

// Landers stay crawlable: an address with tracking parameters says noindex itself (page-head.ts).
const DISALLOWED = ['/api/', '/members', '/chats', '/match-finder', '/signup-matches'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemap.xml per site: the host the request came for names the site. */
export function seoRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${requestOrigin(req)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const origin = escapeXml(requestOrigin(req));
    const urls = SITEMAP_PATHS.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
  });
}
