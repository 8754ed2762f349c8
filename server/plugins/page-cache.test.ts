import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '@server/project-root';
import { setUpTestApp, signUp } from '@server/test/test-app';
import { renderPage } from '@web/entry-server';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

// The source index.html with a built stylesheet's <link>, as dist/web/index.html has one.
const CSS = '.hero{color:#e11d48}\n.card{margin:0 auto}\n';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets/index-test.css'), CSS);
const template = fs
  .readFileSync(path.join(PROJECT_ROOT, 'web/index.html'), 'utf8')
  .replace(
    '<!--app-settings-->',
    '<link rel="stylesheet" crossorigin href="/assets/index-test.css"><!--app-settings-->',
  );
const t = setUpTestApp({ webPages: { template, renderer: renderPage, root } });
const CSS_HASH = `sha256-${createHash('sha256').update(CSS).digest('base64')}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });

describe('cached guest pages', () => {
  it('answers the same bytes again, compressed as each client accepts', async () => {
    const first = await get('/landers/gallery/milf', { 'accept-encoding': 'gzip, br' });
    const second = await get('/landers/gallery/milf', { 'accept-encoding': 'gzip, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(second.rawPayload).toString();
    expect(html).toContain('<div id="root" data-ssr="">');

    const gz = await get('/landers/gallery/milf', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await get('/landers/gallery/milf');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('gives another language, country (settings) or host its own answer', async () => {
    const en = (await get('/pages/terms')).body;
    const de = (await get('/pages/terms', { 'accept-language': 'de' })).body;
    expect(de).toContain('<html lang="de"');
    expect(de).not.toBe(en);
    const country = (await get('/pages/terms', { 'x-country-code': 'BE' })).body;
    expect(country).toContain('"geoip_country":"BE"');
    expect(en).not.toContain('"geoip_country":"BE"');
    const other = (await get('/pages/terms', { host: 'other.localhost:8080' })).body;
    expect(other).toContain('href="http://other.localhost:8080/pages/terms"');
    expect(en).not.toContain('other.localhost');
  });

  it('never gives a member (or any session cookie) the guest page', async () => {
    expect((await get('/')).body).toContain('data-ssr');
    const cookie = await signUp(t.app);
    const member = await get('/', { cookie, 'accept-encoding': 'br' });
    const html = zlib.brotliDecompressSync(member.rawPayload).toString();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-ssr');
  });

  it('inlines the stylesheet, allowed by its hash, with the security headers on every hit', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/login');
      expect(res.body).toContain(`<style>${CSS}</style>`);
      // Vite's preloader finds the file "linked" and does not load it again for a lazy page.
      expect(res.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-test.css" disabled>',
      );
      const csp = String(res.headers['content-security-policy']);
      const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src ')) ?? '';
      expect(styleSrc).toContain(`'${CSS_HASH}'`);
      expect(styleSrc).not.toContain('unsafe');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the stylesheet linked on pages the browser renders', async () => {
    const res = await get('/chats');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-test.css">');
    expect(res.body).not.toContain('<style>');
  });
});

describe('page cache bounds', () => {
  it('drops the oldest pages beyond its entry and byte limits', async () => {
    const cache = createPageCache(2, 1_000);
    cache.set('a', '/a', 'x'.repeat(100));
    cache.set('b', '/b', 'y'.repeat(100));
    cache.set('c', '/c', 'z'.repeat(100));
    expect(await cache.body('a', null)).toBeNull();
    expect((await cache.body('c', null))?.toString()).toBe('z'.repeat(100));
    cache.set('d', '/d', 'w'.repeat(600));
    expect(await cache.body('b', null)).toBeNull();
    expect(await cache.body('c', null)).toBeNull();
    expect(zlib.gunzipSync((await cache.body('d', 'gzip')) ?? Buffer.alloc(0)).toString()).toBe(
      'w'.repeat(600),
    );
  });

  it('remakes a page asked for again at its smallest encoding, off the request', async () => {
    const cache = createPageCache();
    const html = fs.readFileSync(path.join(PROJECT_ROOT, 'server/app.ts'), 'utf8');
    cache.set('k', '/k', html);
    expect(cache.hasUrl('/k')).toBe(true);
    expect(cache.ready('k', 'br')).toBeNull();
    const quick = (await cache.body('k', 'br')) ?? Buffer.alloc(0);
    expect(cache.ready('k', 'br')).toBe(quick);
    await vi.waitFor(() => expect(cache.ready('k', 'br')?.length).toBeLessThan(quick.length));
    const smallest = cache.ready('k', 'br') ?? Buffer.alloc(0);
    expect(zlib.brotliDecompressSync(smallest).toString()).toBe(html);
    expect(await cache.body('k', 'br')).toBe(smallest);
  });
});
