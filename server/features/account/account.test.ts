import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@server/storage/local-storage';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember, type TestMember } from '@server/test/social-fixtures';
import { postSignup, setUpTestApp, signupBody } from '@server/test/test-app';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-account-'));
const t = setUpTestApp({ storage: createLocalStorage(dir), config: { searchCacheTtlMs: 0 } });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PASSWORD = 'correct horse battery';
const PROFILE = { gender: 'female', birth_date: '1990-05-05', country: 'NL' } as const;

async function uploadPhoto(who: TestMember): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c36' } })
    .png()
    .toBuffer();
  const boundary = '----amorio-account-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profileimage.php',
    headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().image.thumb_filename as string;
}

const emailOf = async (userId: number) =>
  String((await t.tdb.db.$client.query('select email from users where id = $1', [userId])).rows[0]?.email);

describe('leaving', () => {
  it('offers the delete_discount once; taking it keeps the account', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const offer = (await call(t.app, m, 'GET', '/api/account.php')).json();
    expect(offer).toEqual({ percent: 50, available: true });
    const taken = await call(t.app, m, 'POST', '/api/account.php?stay=1');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().offer.code).toMatch(/^STAY-/);
    // The code is the member's standing discount now, through the discount codes that exist.
    const discount = (await call(t.app, m, 'GET', '/api/discountcode.php?welcome=true')).json();
    expect(JSON.stringify(discount)).toContain(taken.json().offer.code);
    expect((await call(t.app, m, 'GET', '/api/account.php')).json().available).toBe(false);
    expect((await call(t.app, m, 'POST', '/api/account.php?stay=1')).statusCode).toBe(409);
    expect((await call(t.app, m, 'GET', '/api/user.php')).statusCode).toBe(200);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const res = await call(t.app, m, 'DELETE', '/api/account.php', { password: 'not the password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'wrong_password' });
    expect((await call(t.app, m, 'GET', '/api/user.php')).statusCode).toBe(200);
  });

  it('erases the member: gone for others, "Deleted member" in chats, photos removed, ledger intact, address free', async () => {
    const leaver = await createMember(t.app, t.tdb.db, PROFILE);
    const other = await createMember(t.app, t.tdb.db, { ...PROFILE, gender: 'male' });
    const email = await emailOf(leaver.userId);
    const thumb = await uploadPhoto(leaver);
    expect(fs.existsSync(path.join(dir, thumb))).toBe(true);
    const conv = await openChat(t.app, t.tdb.db, other, leaver.profileId);
    await call(t.app, other, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'Hello there',
      client_id: clientId(),
    });
    await call(t.app, leaver, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'Hi back',
      client_id: clientId(),
    });
    await call(t.app, leaver, 'POST', '/api/likes.php', { profile: other.profileId });
    await call(t.app, other, 'POST', '/api/likes.php', { profile: leaver.profileId });
    expect((await call(t.app, other, 'GET', `/api/member.php?profile=${leaver.profileId}`)).statusCode).toBe(
      200,
    );
    const contact = await call(t.app, leaver, 'POST', '/api/service.php', {
      name: 'Leaver Fullname',
      email,
      subject: 'Leaver subject',
      message: 'Leaver private words about my account',
    });
    expect(contact.statusCode).toBe(200);
    const complaint = await call(t.app, leaver, 'POST', '/api/complaints.php', {
      category: 'harassment',
      url: 'https://demo.amorio.test/leaver-url',
      description: 'Leaver complaint about someone',
      name: 'Leaver Fullname',
      email,
    });
    expect(complaint.statusCode).toBe(200);

    const res = await call(t.app, leaver, 'DELETE', '/api/account.php', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/amorio_session=;/);

    expect((await call(t.app, leaver, 'GET', '/api/user.php')).statusCode).toBe(403);
    expect((await call(t.app, other, 'GET', `/api/member.php?profile=${leaver.profileId}`)).statusCode).toBe(
      404,
    );
    const likes = (await call(t.app, other, 'GET', '/api/likes.php')).json();
    expect(JSON.stringify(likes)).not.toContain(`"id":${leaver.profileId},`);
    const search = (
      await call(t.app, other, 'GET', '/api/search.php?auto_load=1&gender=female&min_age=18&max_age=100')
    ).json();
    expect(search.profiles.map((p: { id: number }) => p.id)).not.toContain(leaver.profileId);

    const chats = (await call(t.app, other, 'GET', '/api/chats.php')).json().chats;
    const item = chats.find((c: { conversation: { id: number } }) => c.conversation.id === conv);
    expect(item.profile).toMatchObject({
      id: leaver.profileId,
      name: '',
      deleted: true,
      main_image: null,
      images: [],
    });
    const page = (await call(t.app, other, 'GET', `/api/messages.php?conversation=${conv}`)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual(['Hello there', 'Hi back']);
    expect(page.profile.deleted).toBe(true);
    const send = await call(t.app, other, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'Still there?',
      client_id: clientId(),
    });
    expect(send.statusCode).toBe(403);

    expect(fs.existsSync(path.join(dir, thumb))).toBe(false);
    const rows = await t.tdb.db.$client.query(
      `select u.email, u.status, p.name, p.birth_date, p.personal,
              (select count(*)::int from images where profile_id = p.id) as images,
              (select count(*)::int from sessions where user_id = u.id) as sessions,
              (select count(*)::int from signup_tracking where user_id = u.id) as tracking,
              (select count(*)::int from mail_outbox where to_address = $2) as mails
       from users u join profiles p on p.user_id = u.id where u.id = $1`,
      [leaver.userId, email],
    );
    expect(rows.rows[0]).toEqual({
      email: `deleted-${leaver.userId}@deleted.invalid`,
      status: 'deleted',
      name: '',
      birth_date: null,
      personal: {},
      images: 0,
      sessions: 0,
      tracking: 0,
      mails: 0,
    });
    // The support requests stay for the bookkeeping, without the person's name, address or words.
    const requests = await t.tdb.db.$client.query(
      'select kind, category, name, email, subject, url, message from support_requests where id = any($1) order by id',
      [[contact.json().id, complaint.json().id]],
    );
    expect(requests.rows).toEqual([
      { kind: 'service', category: null, name: '', email: '', subject: null, url: null, message: '' },
      {
        kind: 'complaint',
        category: 'harassment',
        name: '',
        email: '',
        subject: null,
        url: null,
        message: '',
      },
    ]);
    for (const m of [leaver, other]) {
      const { balance, sum } = await balanceAndLedger(t.tdb.db, m.userId);
      expect(balance).toBe(sum);
    }

    const check = await t.app.inject({ url: `/api/validate_email.php?email=${encodeURIComponent(email)}` });
    expect(check.json().status).toBe('deleted');
    const again = await postSignup(t.app, await signupBody(email));
    expect(again.statusCode).toBe(200);
  });
});

describe('my data', () => {
  it('is one ZIP with the member own messages, photos and order, nothing of others, once an hour', async () => {
    const me = await createMember(t.app, t.tdb.db, PROFILE);
    const other = await createMember(t.app, t.tdb.db, { ...PROFILE, gender: 'male' });
    const stranger = await createMember(t.app, t.tdb.db, PROFILE);
    await uploadPhoto(me);
    await uploadPhoto(stranger);
    const conv = await openChat(t.app, t.tdb.db, me, other.profileId);
    await call(t.app, me, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'my own words',
      client_id: clientId(),
    });
    await call(t.app, other, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'an answer to me',
      client_id: clientId(),
    });
    const strangerConv = await openChat(t.app, t.tdb.db, stranger, other.profileId);
    await call(t.app, stranger, 'POST', '/api/messages.php', {
      conversation: strangerConv,
      text: 'not for the export',
      client_id: clientId(),
    });
    await t.tdb.db.$client.query(
      `insert into orders (user_id, site_key, kind, product_id, credits, method, country, currency, amount_net, vat_permille, amount_vat, amount, provider, status, country_source)
       values ($1, 'demo', 'credits', 'credits-100', 100, 'ideal', 'NL', 'EUR', 826, 210, 174, 1000, 'demo', 'paid', 'site')`,
      [me.userId],
    );

    const contact = await call(t.app, me, 'POST', '/api/service.php', {
      name: 'Me Myself',
      email: await emailOf(me.userId),
      subject: 'About my credits',
      message: 'My own support request text',
    });
    expect(contact.statusCode).toBe(200);
    await call(t.app, stranger, 'POST', '/api/service.php', {
      name: 'Stranger',
      email: await emailOf(stranger.userId),
      subject: 'Not mine',
      message: 'A stranger support request',
    });

    const res = await call(t.app, me, 'GET', '/api/my-data.php');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual([
      'README.txt',
      'data.json',
      expect.stringMatching(/^photos\/\d+\.webp$/),
    ]);
    expect(files[Object.keys(files)[2] ?? '']?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const data = JSON.parse(files['data.json']?.toString('utf8') ?? '{}');
    expect(data.account.email).toBe(await emailOf(me.userId));
    expect(data.messages.map((m: { text: string; direction: string }) => [m.direction, m.text])).toEqual([
      ['sent', 'my own words'],
      ['received', 'an answer to me'],
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.photos).toHaveLength(1);
    expect(data.support_requests).toMatchObject([
      {
        id: contact.json().id,
        kind: 'service',
        subject: 'About my credits',
        message: 'My own support request text',
      },
    ]);
    const whole = Object.values(files)
      .map((b) => b.toString('latin1'))
      .join('\n');
    expect(whole).not.toContain('not for the export');
    expect(whole).not.toContain('A stranger support request');
    expect(whole).not.toContain(await emailOf(stranger.userId));
    expect(whole).not.toContain(await emailOf(other.userId));

    expect((await call(t.app, me, 'GET', '/api/my-data.php')).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/my-data.php' })).statusCode).toBe(403);
  });
});

/** The entries of a ZIP (stored or deflated), read through its central directory. */
async function unzip(zip: Buffer): Promise<Record<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const out: Record<string, Buffer> = {};
  // Central directory: find the end record, then walk the entries (sizes are known there even
  // when the local headers defer them to data descriptors, as a streamed ZIP does).
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    out[name] = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
