import { banMember } from '@server/features/account/ban';
import {
  nextIp,
  postSignup,
  sessionCookie,
  setUpTestApp,
  signupBody,
  TEST_UA,
  uniqueEmail,
} from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

async function signup(email: string) {
  return postSignup(t.app, await signupBody(email));
}

function login(email: string, password: string, ip = '10.0.0.1', cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login.php',
    remoteAddress: ip,
    headers: { 'user-agent': TEST_UA, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

describe('login and logout', () => {
  it('logs in with the right password and rotates the session token', async () => {
    const email = uniqueEmail();
    const first = sessionCookie((await signup(email)).headers['set-cookie']);
    const res = await login(email.toUpperCase(), 'correct horse battery', '10.0.0.1', first);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    const second = sessionCookie(res.headers['set-cookie']);
    expect(second).not.toBe(first);
    // The old token no longer works: the session was replaced, not added.
    const old = await t.app.inject({ url: '/api/user.php', headers: { cookie: first } });
    expect(old.statusCode).toBe(403);
    const fresh = await t.app.inject({ url: '/api/user.php', headers: { cookie: second } });
    expect(fresh.json().user.email).toBe(email);
  });

  it('sets an HttpOnly SameSite=Lax cookie, Secure only behind HTTPS', async () => {
    const email = uniqueEmail();
    await signup(email);
    const plain = await login(email, 'correct horse battery');
    const header = String(plain.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i);
    const https = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email, password: 'correct horse battery' },
    });
    expect(String(https.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('stores only a hash of the token', async () => {
    const email = uniqueEmail();
    const cookie = sessionCookie((await signup(email)).headers['set-cookie']);
    const token = cookie.split('=')[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.tdb.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where encode(token_hash, 'escape') like ${`%${token}%`}`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('refuses a wrong password with 401 and an unknown account the same way', async () => {
    const email = uniqueEmail();
    await signup(email);
    const wrong = await login(email, 'wrong password!', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_credentials');
    const unknown = await login(uniqueEmail('nobody'), 'whatever12', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid_credentials');
  });

  it('logout answers done, deletes the session and the cookie', async () => {
    const email = uniqueEmail();
    const cookie = sessionCookie((await signup(email)).headers['set-cookie']);
    const res = await t.app.inject({ url: '/api/logout.php', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('done');
    expect(String(res.headers['set-cookie'])).toMatch(/amorio_session=;/);
    const after = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('session_ended');
  });

  it('a banned member is refused with account_banned, and /api/ban.php shows that browser the reason', async () => {
    const email = uniqueEmail('banned-reason');
    const cookie = sessionCookie((await signup(email)).headers['set-cookie']);
    const { rows } = await t.tdb.db.execute<{ id: number }>(sql`select id from users where email = ${email}`);
    await banMember(t.tdb.db, Number(rows[0]?.id), 'Asking members for money');
    const me = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('account_banned');
    const notice = String(me.headers['set-cookie']).match(/amorio_ban=[^;]+/)?.[0] ?? '';
    expect(notice).not.toBe('');
    const page = await t.app.inject({ url: '/api/ban.php', headers: { cookie: notice } });
    expect(page.json()).toMatchObject({ banned: true, reason: 'Asking members for money' });

    // A wrong password learns nothing about the ban; the right one is refused with the reason.
    expect((await login(email, 'not the password', '10.0.0.9')).statusCode).toBe(401);
    const again = await login(email, 'correct horse battery', '10.0.0.9');
    expect(again.json().error).toBe('account_banned');
    expect(String(again.headers['set-cookie'])).not.toMatch(/amorio_session=[^;]/);

    // Without the notice, or with a forged one, there is nothing to show.
    expect((await t.app.inject({ url: '/api/ban.php' })).json().banned).toBe(false);
    const forged = notice.replace(/=\d+\./, '=1.');
    expect((await t.app.inject({ url: '/api/ban.php', headers: { cookie: forged } })).json().banned).toBe(
      false,
    );
  });

  it('a banned or deleted member gets 403 on the user call and cannot log in', async () => {
    for (const status of ['banned', 'deleted'] as const) {
      const email = uniqueEmail(status);
      const cookie = sessionCookie((await signup(email)).headers['set-cookie']);
      await t.tdb.db.execute(sql`update users set status = ${status} where email = ${email}`);
      const me = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
      expect(me.statusCode).toBe(403);
      const again = await login(email, 'correct horse battery', '10.0.0.3');
      expect(again.statusCode).toBe(403);
    }
  });

  it('an expired session is ended', async () => {
    const email = uniqueEmail();
    const cookie = sessionCookie((await signup(email)).headers['set-cookie']);
    await t.tdb.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    const res = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe('login rate limits', () => {
  it('locks an account for one IP after 5 failures, never for the owner elsewhere', async () => {
    const email = uniqueEmail('target');
    await signup(email);
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'guess-guess', '10.1.1.1')).statusCode).toBe(401);
    }
    const blocked = await login(email, 'correct horse battery', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login(email, 'correct horse battery', '10.2.2.2');
    expect(owner.statusCode).toBe(200);
  });

  it('limits the attempts of one IP across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push((await login(uniqueEmail('spray'), 'password123', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });

  it('limits signups per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const email = uniqueEmail('bulk');
      const res = await postSignup(t.app, await signupBody(email), { ip: '10.7.7.7' });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('login input', () => {
  it.each([
    [{}, 'email'],
    [{ email: 'a@b.nl' }, 'password'],
    [{ email: 'nope', password: 'x' }, 'email'],
    [{ email: 'a@b.nl', password: 'p'.repeat(129) }, 'password'],
  ])('refuses %j with a 400 naming the field', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login.php',
      remoteAddress: nextIp(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });
});
