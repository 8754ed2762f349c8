import fs from 'node:fs';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '@server/project-root';
import { setUpTestApp, signUp } from '@server/test/test-app';
import { renderPage } from '@web/entry-server';
import { describe, expect, it } from 'vitest';

const template = fs.readFileSync(`${PROJECT_ROOT}/web/index.html`, 'utf8');
const lines: Record<string, unknown>[] = [];
const t = setUpTestApp({
  webPages: { template, renderer: renderPage },
  config: {
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  },
});

const LANDER = '/landers/gallery/milf';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip', ...headers } });

/** Headers that differ per answer by nature; the length once the smallest encoding is made. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'content-length']);
const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.rawPayload).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(res.rawPayload).toString()
      : res.rawPayload.toString();
const lasting = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const requestCount = async (route: string): Promise<number> => {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const pattern = `amorio_http_requests_total{route="${route}",method="GET",status="200"} `;
  const line = text.split('\n').find((l) => l.startsWith(pattern));
  return line ? Number(line.slice(pattern.length)) : 0;
};

// Decision 021c: a hit is answered before the route and the onSend hooks; it must not show.
describe('a cached guest page answered early', () => {
  it('carries the same headers as the answer that filled the cache, and its own request id', async () => {
    for (const [url, headers] of [
      [LANDER, {}],
      ['/?utm_source=mail', {}],
      ['/login', { 'accept-encoding': 'gzip' }],
      ['/pages/terms', { 'accept-encoding': 'identity' }],
      ['/signup', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      const first = await get(url, headers);
      const hits = [await get(url, headers), await get(url, headers)];
      expect(first.statusCode).toBe(200);
      for (const hit of hits) {
        expect(hit.statusCode).toBe(200);
        expect(lasting(hit.headers)).toEqual(lasting(first.headers));
        expect(decoded(hit)).toBe(decoded(first));
        expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
        expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      }
      expect(hits[0]?.headers['x-request-id']).not.toBe(hits[1]?.headers['x-request-id']);
      expect(first.headers['content-security-policy']).toContain("script-src 'self'");
      expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    }
    const https = await get('/signup', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await get('/signup')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is logged once, with its request id and without the query, and counted in the metrics', async () => {
    await get(`${LANDER}?clickid=secret-click`);
    const counted = await requestCount('/landers/:kind/*');
    const before = lines.length;
    const hit = await get(`${LANDER}?clickid=secret-click`);
    const mine = lines.slice(before).filter((l) => l.reqId === hit.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', url: LANDER, status: 200 });
    expect(typeof mine[0]?.ms).toBe('number');
    expect(JSON.stringify(lines.slice(before))).not.toContain('secret-click');
    expect(await requestCount('/landers/:kind/*')).toBe(counted + 1);
  });

  it('is never the answer to a request with a session cookie, a member’s or a stale one', async () => {
    expect((await get('/')).headers['content-encoding']).toBe('br');
    expect((await get('/')).body.length).toBeGreaterThan(0);
    const member = await signUp(t.app);
    for (const cookie of [member, 'amorio_session=stale-token-of-nobody']) {
      const res = await get('/', { cookie });
      const html = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-ssr');
    }
  });

  it('leaves other methods and unknown pages to their routes', async () => {
    await get(LANDER);
    expect((await t.app.inject({ method: 'POST', url: LANDER })).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: LANDER, headers: { 'accept-language': 'en' } });
    expect(head.body).toBe('');
    expect((await get('/landers/gallery/no-such-niche')).statusCode).toBe(404);
  });
});
