import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('error pages for bots', () => {
  it('answers an unknown page with a plain 404 status page, no app and no settings', async () => {
    const res = await t.app.inject({ url: '/no/such/page', headers: { 'user-agent': GOOGLEBOT } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404 Not Found</h1>');
    expect(res.body).not.toContain('app-settings');
    expect(res.body).not.toContain('<script');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('gives people the app (its error page) with the real status, and bots real pages as usual', async () => {
    const person = await t.app.inject({
      url: '/no/such/page',
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(person.body).not.toContain('<h1>404 Not Found</h1>');
    // 404 with the built app; 503 when the web app is not built in this checkout.
    expect([404, 503]).toContain(person.statusCode);
    const home = await t.app.inject({ url: '/', headers: { 'user-agent': GOOGLEBOT } });
    expect(home.body).not.toContain('<h1>404 Not Found</h1>');
  });
});

describe('lander addresses', () => {
  it('answers a known type with a niche slug or none, and 404 for an unknown slug or type', async () => {
    const status = async (url: string) => (await t.app.inject({ url })).statusCode;
    // 200 with the built app, 503 when this checkout has no build; never 404.
    expect([200, 503]).toContain(await status('/landers/gallery/milf'));
    expect([200, 503]).toContain(await status('/landers/video/'));
    expect([200, 503]).toContain(await status('/landers/video'));
    expect([200, 503]).toContain(await status('/landers/maplanding/gay/extra'));
    expect([404, 503]).toContain(await status('/landers/gallery/nonsense'));
    expect([404, 503]).toContain(await status('/landers/nokind/milf'));
    const bot = { 'user-agent': GOOGLEBOT };
    expect((await t.app.inject({ url: '/landers/gallery/nonsense', headers: bot })).statusCode).toBe(404);
  });
});
