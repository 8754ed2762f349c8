import { signupCsrf } from '@common/rules/csrf';
import { postSignup, sessionCookie, setUpTestApp, signupBody, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

function post(payload: unknown, headers: Record<string, string> = {}) {
  return postSignup(t.app, payload as Record<string, unknown>, { headers });
}

async function userCount(): Promise<number> {
  const res = await t.tdb.db.$client.query<{ n: number }>('select count(*)::int as n from users');
  return res.rows[0]?.n ?? 0;
}

describe('GET /api/user.php', () => {
  it('answers {user: null} for a guest', async () => {
    const res = await t.app.inject({ url: '/api/user.php' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers 403 for a cookie that names no session', async () => {
    const res = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie: 'amorio_session=forged-token' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('session_ended');
  });
});

describe('POST /api/user.php?new=1', () => {
  it('creates the account, logs in and answers the User of spec §3', async () => {
    const email = uniqueEmail('new');
    const res = await post(
      await signupBody(email, { name: 'Anna', language: 'nl', country: 'NL', timezone: 'Europe/Amsterdam' }),
    );
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ email, paid_user: false, loggedIn: true, mailprovider: 0 });
    expect(user.profile).toMatchObject({
      name: 'Anna',
      country: 'NL',
      language: 'nl',
      type: 'real',
      images: [],
    });
    expect(Date.parse(user.signup_date)).toBeGreaterThan(Date.now() - 60_000);
    const cookie = sessionCookie(res.headers['set-cookie']);
    const me = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.email).toBe(email);
  });

  it("grants the site's welcome credits through the ledger", async () => {
    const email = uniqueEmail('welcome');
    expect((await post(await signupBody(email))).statusCode).toBe(200);
    const res = await t.tdb.db.$client.query<{ balance: number; sum: number; reason: string }>(
      `select u.credit_balance as balance, l.delta as sum, l.reason
       from users u join credit_ledger l on l.user_id = u.id where u.email = $1`,
      [email],
    );
    expect(res.rows).toEqual([{ balance: 10, sum: 10, reason: 'welcome' }]);
  });

  it('fills an empty name from the e-mail local part and lowercases the e-mail', async () => {
    const email = uniqueEmail('Local.Part');
    const res = await post({
      ...(await signupBody(email.toLowerCase())),
      email: email.toUpperCase(),
      name: '  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email.toLowerCase());
    expect(res.json().user.profile.name).toBe(email.toLowerCase().split('@')[0]);
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await post(await signupBody(email))).statusCode).toBe(200);
    const again = await post({ ...(await signupBody(email)), email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'email_taken', fields: { email: 'email_taken' } });
  });

  const bad: [string, (email: string) => Promise<Record<string, unknown>>, string, string][] = [
    ['empty e-mail', async (e) => ({ ...(await signupBody(e)), email: '' }), 'email', 'required'],
    [
      'malformed e-mail',
      async (e) => ({ ...(await signupBody(e)), email: 'not-an-email' }),
      'email',
      'email',
    ],
    [
      'name starting with @',
      async (e) => ({ ...(await signupBody(e)), name: '@anna' }),
      'name',
      'name_starts_with_at',
    ],
    [
      'name equal to the e-mail',
      async (e) => ({ ...(await signupBody(e)), name: e }),
      'name',
      'name_equals_email',
    ],
    [
      'name of 151 characters',
      async (e) => ({ ...(await signupBody(e)), name: 'a'.repeat(151) }),
      'name',
      'max_length',
    ],
    ['empty password', async (e) => ({ ...(await signupBody(e)), password: '' }), 'password', 'required'],
    [
      '7-character password',
      async (e) => ({ ...(await signupBody(e)), password: 'short12' }),
      'password',
      'min_length',
    ],
    [
      '129-character password',
      async (e) => ({ ...(await signupBody(e)), password: 'p'.repeat(129) }),
      'password',
      'max_length',
    ],
    [
      'missing csrf',
      async (e) => {
        const { csrf: _c, ...rest } = await signupBody(e);
        return rest;
      },
      'csrf',
      'required',
    ],
  ];
  for (const [label, make, field, key] of bad) {
    it(`refuses ${label} with 400 and changes nothing`, async () => {
      const before = await userCount();
      const res = await post(await make(uniqueEmail('bad')));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('validation_failed');
      expect(body.fields[field]).toBe(key);
      expect(await userCount()).toBe(before);
    });
  }

  it('accepts a 150-character name and an 8-character password', async () => {
    const res = await post({
      ...(await signupBody(uniqueEmail('edge'))),
      name: 'n'.repeat(150),
      password: '12345678',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a csrf hash made for another browser', async () => {
    const email = uniqueEmail('csrf');
    const res = await post({ ...(await signupBody(email)), csrf: await signupCsrf(email, 'another agent') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('csrf_mismatch');
  });

  it('refuses a state-changing request from another origin', async () => {
    const email = uniqueEmail('xorigin');
    const evil = await post(await signupBody(email), { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toBe('cross_origin');
    const fetchSite = await post(await signupBody(email), { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const same = await post(await signupBody(email), {
      origin: 'http://localhost:8080',
      host: 'localhost:8080',
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 400 for a body that is not JSON and for a wrong query', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?new=1',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('bad_request');
    const wrongQuery = await t.app.inject({ method: 'POST', url: '/api/user.php?new=2', payload: {} });
    expect(wrongQuery.statusCode).toBe(400);
  });
});
