import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { nextIp, setUpTestApp, signupBody, TEST_UA, type TestApp, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './security';

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
    for (const url of ['/', '/members', '/api/settings.php']) {
      const csp = String((await plain.app.inject({ url })).headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toBe("script-src 'self'");
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
});
