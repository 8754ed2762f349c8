import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { nextIp, setUpTestApp, signupBody, TEST_UA, type TestApp, uniqueEmail } from '@server/test/test-app';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, registerSecurity } from './security';
import { inlineScriptHashes } from './web-pages';

async function signupCookie(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user.php?new=1',
    remoteAddress: nextIp(),
    headers: { 'user-agent': TEST_UA, ...headers },
    payload: await signupBody(uniqueEmail('headers')),
  });
  expect(res.statusCode).toBe(200);
  return [res.headers['set-cookie']].flat().find((c) => c?.startsWith('amorio_session=')) ?? '';
}

describe('security headers', () => {
  const plain = setUpTestApp();
  const https = setUpTestApp({ publicUrl: 'https://demo.amorio.test' });

  it('sends a strict Content-Security-Policy on pages and API answers', async () => {
    // Our own files, and by hash the inline starter the built page carries (decision 021b); one
    // policy for every answer.
    const starters = inlineScriptHashes((await plain.app.inject({ url: '/' })).body);
    for (const url of ['/', '/members', '/api/settings.php']) {
      const csp = String((await plain.app.inject({ url })).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toBe(["script-src 'self'", ...starters.map((h) => `'${h}'`)].join(' '));
      expect(directive('style-src')).not.toContain('unsafe');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });

  it("allows exactly the libraries' inserted styles by hash", () => {
    const sonner = fs.readFileSync('node_modules/sonner/dist/index.mjs', 'utf8');
    const toastCss = sonner.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\);/)?.[1];
    const picker = fs.readFileSync('node_modules/emoji-picker-element/picker.js', 'utf8');
    const base = picker.match(/^var baseStyles = ("(?:[^"\\]|\\.)*");$/m)?.[1];
    const font = picker
      .match(/^const FONT_FAMILY = ((?:'[^']*'\s*\+?\s*)+);/m)?.[1]
      ?.match(/'[^']*'/g)
      ?.map((s) => s.slice(1, -1))
      .join('');
    expect(toastCss && base && font).toBeTruthy();
    const pickerCss = `${JSON.parse(base ?? '""')}:host{--emoji-font-family:${font}}`;
    for (const css of ['', JSON.parse(toastCss ?? '""') as string, pickerCss]) {
      const hash = createHash('sha256').update(css).digest('base64');
      expect(CONTENT_SECURITY_POLICY).toContain(`'sha256-${hash}'`);
    }
  });

  it('over plain http: no HSTS, and the session cookie is not Secure (it would never come back)', async () => {
    expect((await plain.app.inject({ url: '/api/settings.php' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    expect(await signupCookie(plain)).not.toMatch(/;\s*Secure/i);
  });

  it('with an https PUBLIC_URL: HSTS and Secure cookies, even behind a proxy speaking http', async () => {
    const res = await https.app.inject({ url: '/api/settings.php' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(await signupCookie(https)).toMatch(/;\s*Secure/i);
  });

  it('HSTS for a request that arrived over https through a trusted proxy', async () => {
    const res = await plain.app.inject({
      url: '/api/settings.php',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('keeps the document headers off immutable files, and on every other answer', async () => {
    const app = Fastify();
    registerSecurity(app, { https: true });
    app.get('/assets/a-1.js', (_req, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript').send('1'),
    );
    app.get('/sw-push.js', (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript').send('1'),
    );
    const documentHeaders = [
      'content-security-policy',
      'strict-transport-security',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ];
    const asset = await app.inject({ url: '/assets/a-1.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of documentHeaders) expect(asset.headers[name]).toBeUndefined();
    // A worker script is governed by its own CSP, and a 404 under /assets is an ordinary answer.
    for (const url of ['/sw-push.js', '/assets/missing-2.js']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const name of documentHeaders) expect(res.headers[name]).toBeTruthy();
    }
    await app.close();
  });
});
