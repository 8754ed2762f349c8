import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { nextIp, setUpTestApp, signupBody, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 16 defect 6: input a schema let through used to fail in PostgreSQL or in code as a 500. */
let a: TestMember;
let b: TestMember;
const NUL = 'a\u0000b';

const t = setUpTestApp();
beforeAll(async () => {
  a = await createMember(t.app, t.tdb.db);
  b = await createMember(t.app, t.tdb.db);
});

const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user.php', headers: memberHeaders(a), payload });

async function signup(extra: Record<string, unknown>) {
  const email = uniqueEmail('nul');
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php?new=1',
    remoteAddress: nextIp(),
    headers: { 'user-agent': TEST_UA },
    payload: await signupBody(email, extra),
  });
}

describe('NUL bytes answer 400 and change nothing', () => {
  it('in the city and in about-me', async () => {
    for (const body of [{ city: NUL }, { personal: { about_me: NUL } }]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });

  it('in report text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: memberHeaders(a),
      payload: { profile: b.profileId, reason: 'spam', text: NUL },
    });
    expect(res.statusCode).toBe(400);
  });

  it('in the signup name, referrer and tracking keys and values', async () => {
    for (const extra of [
      { name: NUL },
      { referrer: NUL },
      { tracking: { extra: { [NUL]: 'x' } } },
      { tracking: { sub1: NUL } },
    ]) {
      const res = await signup(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('in push subscription keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: memberHeaders(a),
      payload: {
        subscription: {
          endpoint: 'https://push.example.com/x',
          keys: { p256dh: `0123456789${NUL}`, auth: `auth-${NUL}` },
        },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('in the unauthenticated demo webhook id (JSON and form)', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/webhooks/demo', payload: { id: NUL } });
    expect(json.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=demo_%00abcdefgh',
    });
    expect(form.statusCode).toBe(400);
  });
});

describe('names refuse control characters', () => {
  it('CR/LF in a signup name is invalid', async () => {
    const res = await signup({ name: 'Anna\r\nBcc: victim@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.name).toBe('invalid');
  });
});

describe('prototype names as profile-field keys', () => {
  it('constructor and toString are unknown fields, not a crash', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await put({ personal: { [key]: 'x' } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields?.[`personal.${key}`]).toBe('invalid');
    }
  });
});

describe('a truncated multipart upload', () => {
  it('answers 400, not a busboy 500', async () => {
    const boundary = '----amorio-truncated';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(2048, 7),
      // No closing boundary: the client went away mid-upload.
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profileimage.php',
      headers: { ...memberHeaders(a), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('photo_invalid');
  });
});

describe('a mail-change race', () => {
  it('two accounts changing to one address at once: one wins, the other gets 409, never a 500', async () => {
    const c = await createMember(t.app, t.tdb.db);
    const d = await createMember(t.app, t.tdb.db);
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail('race');
      const codes = await Promise.all(
        [c, d].map((m) =>
          t.app.inject({
            method: 'POST',
            url: '/api/mail-change.php',
            remoteAddress: nextIp(),
            headers: memberHeaders(m),
            payload: { email },
          }),
        ),
      ).then((all) => all.map((r) => r.statusCode).sort());
      expect(codes).toEqual([200, 409]);
    }
  });
});
