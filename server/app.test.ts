import { settingsSchema } from '@common/api/settings';
import { describe, expect, it } from 'vitest';
import { renderIndex } from './plugins/static-web';
import { createTestApp, setUpTestApp, signUp } from './test/test-app';

const t = setUpTestApp();

describe('sites by host', () => {
  it('serves two sites with different templates and languages from one server', async () => {
    const classic = await t.app.inject({ url: '/api/settings.php', headers: { host: 'localhost:8080' } });
    const lavish = await t.app.inject({ url: '/api/settings.php', headers: { host: 'pl.amorio.test' } });
    const a = settingsSchema.parse(classic.json());
    const b = settingsSchema.parse(lavish.json());
    expect(a.template).toBe('classic');
    expect(b.template).toBe('lavish');
    expect(a.domain_language).toBe('nl-NL');
    expect(b.domain_language).toBe('pl-PL');
    expect(b.languages).toEqual(['pl', 'en']);
    expect(b.features.searchAllCountries).toBe(false);
    expect(a.features.searchAllCountries).toBe(true);
    expect(Object.keys(b.region_data)).toEqual(['PL', 'DE']);
    expect(b.region_data.PL?.length).toBe(16);
  });

  it('prefers X-Original-Host over Host and falls back to the default site', async () => {
    const viaProxy = await t.app.inject({
      url: '/api/settings.php',
      headers: { host: 'internal:9000', 'x-original-host': 'lavish.localhost' },
    });
    expect(viaProxy.json().name).toBe('Amorio Luxe');
    const unknown = await t.app.inject({ url: '/api/settings.php', headers: { host: 'unknown.example' } });
    expect(unknown.json().name).toBe('Amorio');
  });

  it('never exposes server-only site fields', async () => {
    const res = await t.app.inject({ url: '/api/settings.php' });
    const body = res.json();
    expect(body).not.toHaveProperty('hosts');
    expect(body).not.toHaveProperty('welcome_credits');
    // Business data of the site file stays on the server too, whatever a feature adds to it.
    for (const key of [
      'discount_codes',
      'cam_partner',
      'auto_approve_images',
      'credit_packages',
      'photo_classification',
      'nudity_threshold',
    ]) {
      expect(body).not.toHaveProperty(key);
    }
    // The page gets the same settings inside index.html.
    const page = await t.app.inject({ url: '/' });
    expect(page.body).not.toContain('discount_codes');
  });

  it('keeps sessions apart: a session of one site is not valid on another', async () => {
    const cookie = await signUp(t.app);
    const other = await t.app.inject({ url: '/api/user.php', headers: { cookie, host: 'pl.amorio.test' } });
    expect(other.statusCode).toBe(403);
  });
});

describe('i18n messages', () => {
  it('serves the current hash with long caching and other hashes with no-cache', async () => {
    const settings = (await t.app.inject({ url: '/api/settings.php' })).json();
    const hash = settings.i18n_hashes.en;
    const current = await t.app.inject({ url: `/_i18n/${hash}/en/messages.json` });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toContain('immutable');
    expect(current.json().nav.login).toBeTypeOf('string');
    const stale = await t.app.inject({ url: '/_i18n/0000/en/messages.json' });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: `/_i18n/${hash}/xx/messages.json` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nope.php', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers HEAD for a page as GET does, without the body', async () => {
    // The status itself depends on whether the web app is built (503 before `vite build`).
    for (const url of ['/', '/login', '/no-such-page']) {
      const get = await t.app.inject({ url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, get.statusCode]);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nope.php' })).statusCode).toBe(404);
  });

  it('answers 500 without internals', async () => {
    const { app } = await createTestApp(
      {},
      {
        shared: t.tdb,
        routes: (a) =>
          a.get('/api/boom.php', async () => {
            throw new Error('secret stack detail at /srv/db password=hunter2');
          }),
      },
    );
    const res = await app.inject({ url: '/api/boom.php' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side.' });
    await app.close();
  });

  it('guards chats and likes with 403 for guests and answers lists to members', async () => {
    expect((await t.app.inject({ url: '/api/chats.php' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/likes.php' })).statusCode).toBe(403);
    const cookie = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie } })).json()).toEqual({
      chats: [],
      next: null,
      unread_total: 0,
    });
    expect((await t.app.inject({ url: '/api/likes.php', headers: { cookie } })).json()).toEqual({
      profiles: [],
      liked_by: [],
    });
  });

  it('serves the OpenAPI description at /api/docs only when PUBLIC_DOCS asks for it', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    const { app: docs } = await createTestApp({ config: { publicDocs: true } }, { shared: t.tdb });
    const res = await docs.inject({ url: '/api/docs/json' });
    await docs.close();
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user.php', '/api/login.php', '/api/logout.php']),
    );
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/user.php' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('index.html', () => {
  it('carries the settings inside the page, safe against script breakout', () => {
    const settings = { name: '</script><script>alert(1)</script>', template: 'lavish' };
    const html = renderIndex(
      '<html lang="en"><head><!--app-settings--></head></html>',
      settings as never,
      'pl',
    );
    expect(html).toContain('<html lang="pl" class="lavish">');
    expect(html).toContain('id="app-settings"');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
