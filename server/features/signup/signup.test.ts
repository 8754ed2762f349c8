import { nextIp, postSignup, setUpTestApp, signUp, signupBody, uniqueEmail } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const t = setUpTestApp();

const q = async <T>(text: string, values: unknown[] = []) =>
  (await t.tdb.db.$client.query(text, values)).rows as T[];

function validate(email: string) {
  return t.app.inject({
    url: `/api/validate_email.php?email=${encodeURIComponent(email)}`,
    remoteAddress: nextIp(),
  });
}

describe('GET /api/validate_email.php', () => {
  it('answers new for an unknown address, with a token bound to the address', async () => {
    const email = uniqueEmail('fresh');
    const res = await validate(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'new', email, request_email: `  ${email.toUpperCase()} ` });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await validate(email)).json().token).toBe(body.token);
    expect((await validate(uniqueEmail('other'))).json().token).not.toBe(body.token);
  });

  it('answers not_confirmed, active and deleted from the account status', async () => {
    const email = uniqueEmail('known');
    await signUp(t.app, email);
    expect((await validate(email)).json().status).toBe('not_confirmed');
    await q(`update users set status = 'active' where email = $1`, [email]);
    expect((await validate(email)).json().status).toBe('active');
    await q(`update users set status = 'deleted' where email = $1`, [email]);
    expect((await validate(email)).json().status).toBe('deleted');
    await q(`update users set status = 'banned' where email = $1`, [email]);
    expect((await validate(email)).json().status).toBe('deleted');
  });

  it('answers invalid for a malformed address, and only suggests a correction', async () => {
    expect((await validate('not-an-address')).json().status).toBe('invalid');
    const typo = await validate('anna@gmial.com');
    expect(typo.json()).toMatchObject({ status: 'new', suggestion: 'anna@gmail.com' });
    expect((await validate('jan@ziggo.nl')).json().suggestion).toBeNull();
  });

  it('is rate limited per client', async () => {
    const ip = nextIp();
    let last = 200;
    for (let i = 0; i < 61; i++) {
      last = (await t.app.inject({ url: '/api/validate_email.php?email=a@b.nl', remoteAddress: ip }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('account creation payload', () => {
  const create = async (email: string, extra: Record<string, unknown> = {}) =>
    postSignup(t.app, await signupBody(email, extra));
  const accounts = async (email: string) =>
    (await q<{ n: number }>('select count(*)::int as n from users where email = $1', [email]))[0]?.n;

  it('verifies the e-mail check token: another address’s token is refused and stores nothing', async () => {
    const email = uniqueEmail('checked');
    const foreign = (await validate(uniqueEmail('other'))).json().token;
    const refused = await create(email, { token: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'csrf_mismatch' });
    expect(await create(email, { token: 'forged' }).then((r) => r.statusCode)).toBe(400);
    expect(await accounts(email)).toBe(0);
    // The token of the check of this address, typed differently, is accepted.
    const own = (await validate(` ${email.toUpperCase()}`)).json().token;
    expect((await create(email, { token: own })).statusCode).toBe(200);
    expect(await accounts(email)).toBe(1);
  });

  it('stores the tracking record, form path and referrer with the account', async () => {
    const email = uniqueEmail('tracked');
    const res = await create(email, {
      trafficsource: 'adnet',
      timezone: 'Europe/Warsaw',
      country: 'PL',
      language: 'pl',
      form_path: '/signup',
      referrer: 'https://example.org/',
      token: (await validate(email)).json().token,
      n: '1',
      tracking: {
        network: 'adnet',
        ref: 'r1',
        sub1: 'a',
        sub2: 'b',
        sub3: 'c',
        cpc: '0.12',
        extra: { aff_sub4: 'x' },
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await q<Record<string, unknown>>(
      `select st.* from signup_tracking st join users u on u.id = st.user_id where u.email = $1`,
      [email],
    );
    expect(rows[0]).toMatchObject({
      network: 'adnet',
      ref: 'r1',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      cpc: '0.12',
      extra: { aff_sub4: 'x' },
      form_path: '/signup',
      referrer: 'https://example.org/',
    });
    const users = await q<{ timezone: string; language: string }>(
      `select timezone, language from users where email = $1`,
      [email],
    );
    expect(users[0]).toEqual({ timezone: 'Europe/Warsaw', language: 'pl' });
  });

  it('drops unknown tracking keys instead of storing them', async () => {
    const email = uniqueEmail('unknown-key');
    const res = await create(email, { tracking: { evil: 'x', sub1: 's' } });
    expect(res.statusCode).toBe(200);
    const rows = await q<{ extra: unknown; sub1: string }>(
      `select st.extra, st.sub1 from signup_tracking st join users u on u.id = st.user_id where u.email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ extra: {}, sub1: 's' });
  });

  it.each([
    ['an over-long sub1', { tracking: { sub1: 'x'.repeat(201) } }],
    ['a timezone of 65 characters', { timezone: 'x'.repeat(65) }],
    ['a non-numeric profile', { profile: 'abc' }],
  ])('refuses %s and stores nothing', async (_label, extra) => {
    const email = uniqueEmail('bad');
    const payload = await signupBody(email, extra);
    const res = await postSignup(t.app, payload);
    expect(res.statusCode).toBe(400);
    expect(await q(`select 1 from users where email = $1`, [email])).toHaveLength(0);
  });
});

describe('PUT /api/user.php', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signUp(t.app, uniqueEmail('profile'));
  });
  const put = (payload: Record<string, unknown>, c = cookie) =>
    t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { cookie: c }, payload });

  it('saves the location and answers the updated user', async () => {
    const res = await put({ country: 'NL', countryregion: 108, city: 'Amsterdam' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profile).toMatchObject({ country: 'NL', countryregion: 108, city: 'Amsterdam' });
  });

  it('saves gender, date of birth, select fields and about-me, and marks the last signup step', async () => {
    const res = await put({
      gender: 'female',
      date_of_birth: '1990-02-28',
      personal: { relationship: 'single', about_me: '  Hello there  ' },
      lastSignupStep: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profile).toMatchObject({
      gender: 'female',
      date_of_birth: '1990-02-28',
      personal: { relationship: 'single', about_me: 'Hello there' },
      lastSignupStep: true,
    });
  });

  it.each([
    [{ country: 'US' }, 'country', 'invalid'],
    [{ country: 'NL', countryregion: 301 }, 'countryregion', 'invalid'],
    [{ city: 'x'.repeat(256) }, 'city', 'max_length'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'invalid'],
    [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'date_of_birth', 'min_age'],
    [{ personal: { relationship: 'complicated' } }, 'personal.relationship', 'invalid'],
    [{ personal: { unknown_field: 'x' } }, 'personal.unknown_field', 'invalid'],
    [{ interests: ['skydiving-on-mars'] }, 'interests', 'invalid'],
    [{ gender: 'other' }, 'gender', 'invalid'],
  ])('refuses %j and changes nothing', async (payload, field, key) => {
    const before = await q(
      `select p.* from profiles p join users u on u.id = p.user_id where u.id = p.user_id and p.name = 'Test Member' order by p.id desc limit 1`,
    );
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed' });
    expect(res.json().fields[field]).toBe(key);
    const after = await q(
      `select p.* from profiles p join users u on u.id = p.user_id where u.id = p.user_id and p.name = 'Test Member' order by p.id desc limit 1`,
    );
    expect(after).toEqual(before);
  });

  it('answers 403 for a guest', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { city: 'x' } });
    expect(res.statusCode).toBe(403);
  });

  it('stores interests and lists them as selected', async () => {
    expect((await put({ interests: ['music', 'travel'] })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/interests.php', headers: { cookie } });
    const selected = res
      .json()
      .interests.filter((i: { selected: boolean }) => i.selected)
      .map((i: { id: string }) => i.id);
    expect(selected.sort()).toEqual(['music', 'travel']);
    const guest = await t.app.inject({ url: '/api/interests.php' });
    expect(guest.json().interests.every((i: { selected: boolean }) => !i.selected)).toBe(true);
  });
});
