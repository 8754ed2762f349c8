import { findRoute } from '@common/routes';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PATHS } from './routes';

const t = setUpTestApp();

describe('robots.txt and sitemap.xml', () => {
  it('name the sitemap of the site the request came for and keep member pages and landers out', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'lavish.localhost:8080' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://lavish.localhost:8080/sitemap.xml');
    expect(robots.body).toContain('Disallow: /members');
    expect(robots.body).not.toContain('/landers');
  });

  it('list only public pages, each on the requesting site', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'pl.amorio.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBe(SITEMAP_PATHS.length);
    for (const loc of locs) {
      const url = new URL(loc);
      expect(url.host).toBe('pl.amorio.test');
      expect(findRoute(url.pathname)?.route.access).toBe('public');
    }
    expect(locs.some((l) => l.includes('/members') || l.includes('/landers'))).toBe(false);
  });
});
