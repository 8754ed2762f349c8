import { nextIp, sessionCookie, setUpTestApp, signUp, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

let clockOffsetMs = 0;
const t = setUpTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });

const OLD_PASSWORD = 'correct horse battery';

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  cookie?: string,
  ip = nextIp(),
) {
  return app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { 'user-agent': TEST_UA, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function lastMailTo(to: string): Promise<{ kind: string; html: string; text: string } | null> {
  const res = await t.tdb.db.execute<{ kind: string; html: string; text: string }>(
    sql`select kind, html, text from mail_outbox where to_address = ${to} order by id desc limit 1`,
  );
  return res.rows[0] ?? null;
}

async function resetTokenFor(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const m = mail?.text.match(/reset-password\/do\?token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return m[1];
}

const login = (email: string, password: string) => call(t.app, 'POST', '/api/login.php', { email, password });
const me = (cookie: string) => call(t.app, 'GET', '/api/user.php', undefined, cookie);

describe('forgotten password', () => {
  it('answers an unknown and a known address the same, and mails both', async () => {
    const known = uniqueEmail('reset-known');
    await signUp(t.app, known);
    const unknown = uniqueEmail('reset-unknown');
    const a = await call(t.app, 'POST', '/api/password-reset.php', { email: known });
    const b = await call(t.app, 'POST', '/api/password-reset.php', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect((await lastMailTo(known))?.kind).toBe('passwordReset');
    const other = await lastMailTo(unknown);
    expect(other?.kind).toBe('passwordResetUnknown');
    expect(other?.text).not.toContain('token=');
  });

  it('sets the new password once, ends every session and logs in on this device', async () => {
    const email = uniqueEmail('reset-flow');
    const oldSession = await signUp(t.app, email);
    await call(t.app, 'POST', '/api/password-reset.php', { email });
    const token = await resetTokenFor(email);
    expect((await call(t.app, 'GET', `/api/password-reset.php?token=${token}`)).json()).toEqual({
      valid: true,
    });

    const res = await call(t.app, 'PUT', '/api/password-reset.php', {
      token,
      password: 'a brand new secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    const fresh = sessionCookie(res.headers['set-cookie']);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(403);

    const again = await call(t.app, 'PUT', '/api/password-reset.php', {
      token,
      password: 'yet another secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('reset_token_invalid');
    expect((await call(t.app, 'GET', `/api/password-reset.php?token=${token}`)).json()).toEqual({
      valid: false,
    });
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const email = uniqueEmail('reset-expiry');
    await signUp(t.app, email);
    await call(t.app, 'POST', '/api/password-reset.php', { email });
    const token = await resetTokenFor(email);
    try {
      clockOffsetMs = 59 * 60 * 1000;
      expect((await call(t.app, 'GET', `/api/password-reset.php?token=${token}`)).json()).toEqual({
        valid: true,
      });
      clockOffsetMs = 61 * 60 * 1000;
      expect((await call(t.app, 'GET', `/api/password-reset.php?token=${token}`)).json()).toEqual({
        valid: false,
      });
      const res = await call(t.app, 'PUT', '/api/password-reset.php', {
        token,
        password: 'too late for this',
      });
      expect(res.json().error).toBe('reset_token_invalid');
    } finally {
      clockOffsetMs = 0;
    }
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('kills an older link when a newer one is asked for, and every link when the password changes', async () => {
    const email = uniqueEmail('reset-newer');
    const cookie = await signUp(t.app, email);
    await call(t.app, 'POST', '/api/password-reset.php', { email });
    const first = await resetTokenFor(email);
    await call(t.app, 'POST', '/api/password-reset.php', { email });
    const second = await resetTokenFor(email);
    expect(second).not.toBe(first);
    expect(
      (await call(t.app, 'PUT', '/api/password-reset.php', { token: first, password: 'first try here' }))
        .statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', `/api/password-reset.php?token=${second}`)).json()).toEqual({
      valid: true,
    });

    await call(
      t.app,
      'PUT',
      '/api/password.php',
      { current_password: OLD_PASSWORD, password: 'changed it myself' },
      cookie,
    );
    expect((await call(t.app, 'GET', `/api/password-reset.php?token=${second}`)).json()).toEqual({
      valid: false,
    });
  });

  it('refuses forged tokens and limits requests per address and per IP with a 429', async () => {
    const forged = await call(t.app, 'PUT', '/api/password-reset.php', {
      token: 'x'.repeat(43),
      password: 'whatever it is',
    });
    expect(forged.json().error).toBe('reset_token_invalid');

    const email = uniqueEmail('reset-limit');
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await call(t.app, 'POST', '/api/password-reset.php', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);

    const ip = nextIp();
    const perIp: number[] = [];
    for (let i = 0; i < 11; i += 1)
      perIp.push(
        (await call(t.app, 'POST', '/api/password-reset.php', { email: uniqueEmail('ip') }, undefined, ip))
          .statusCode,
      );
    expect(perIp.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(perIp[10]).toBe(429);
  });
});

describe('password change', () => {
  it('needs the current password and changes nothing without it', async () => {
    const email = uniqueEmail('change-wrong');
    const cookie = await signUp(t.app, email);
    const res = await call(
      t.app,
      'PUT',
      '/api/password.php',
      { current_password: 'not my password', password: 'new secret here' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ current_password: 'wrong_password' });
    expect((await login(email, OLD_PASSWORD)).statusCode).toBe(200);
    const guest = await call(t.app, 'PUT', '/api/password.php', {
      current_password: OLD_PASSWORD,
      password: 'new secret here',
    });
    expect(guest.statusCode).toBe(403);
  });

  it('ends every other session, keeps this one and mails the member', async () => {
    const email = uniqueEmail('change-ok');
    const here = await signUp(t.app, email);
    const elsewhere = sessionCookie((await login(email, OLD_PASSWORD)).headers['set-cookie']);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const res = await call(
      t.app,
      'PUT',
      '/api/password.php',
      { current_password: OLD_PASSWORD, password: 'new secret here' },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(403);
    expect((await lastMailTo(email))?.kind).toBe('passwordChanged');
    expect((await login(email, 'new secret here')).statusCode).toBe(200);
  });
});

describe('sessions list', () => {
  const del = (payload: object, cookie: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/sessions.php',
      remoteAddress: nextIp(),
      headers: { 'user-agent': TEST_UA, cookie },
      payload,
    });

  it('lists the member own sessions with this device first, ends one, then all others', async () => {
    const email = uniqueEmail('sessions');
    const here = await signUp(t.app, email);
    const phoneUa =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    const phone = sessionCookie(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login.php',
          remoteAddress: '203.0.113.77',
          headers: { 'user-agent': phoneUa },
          payload: { email, password: OLD_PASSWORD },
        })
      ).headers['set-cookie'],
    );
    const third = sessionCookie((await login(email, OLD_PASSWORD)).headers['set-cookie']);
    const list = (await call(t.app, 'GET', '/api/sessions.php', undefined, here)).json().sessions as {
      id: number;
      browser: string | null;
      os: string | null;
      ip_prefix: string | null;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list[0]?.current).toBe(true);
    const phoneRow = list.find((s) => s.os === 'Android');
    expect(phoneRow).toMatchObject({ browser: 'Chrome', ip_prefix: '203.0.113.0/24', current: false });

    // Another member cannot end it, and learns nothing about whether it exists.
    const stranger = await signUp(t.app, uniqueEmail('stranger'));
    expect((await del({ id: phoneRow?.id }, stranger)).statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/sessions.php', undefined, stranger)).json().sessions).toHaveLength(
      1,
    );

    expect((await del({ id: phoneRow?.id }, here)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(403);
    expect((await me(third)).statusCode).toBe(200);
    expect((await del({ others: true }, here)).statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(403);
    expect((await me(here)).statusCode).toBe(200);
  });
});
