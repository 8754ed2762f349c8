import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtp } from '@server/test/smtp-server';
import { nextIp, setUpTestApp, signUp, uniqueEmail } from '@server/test/test-app';
import { afterAll, describe, expect, it } from 'vitest';

describe('contact and complaint forms', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-support-'));
  const t = setUpTestApp(async () => {
    smtp = await startSmtp();
    return { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, pollMs: 3_600_000 } };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });
  const drain = () => t.app.mailSender?.drain();
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });
  const rows = async (kind: string) =>
    (
      await t.tdb.db.$client.query(
        'select site_key, user_id, name, email, category, subject, url, message from support_requests where kind = $1 order by id',
        [kind],
      )
    ).rows;

  it('a guest contact request is stored and mailed to the support address, user text never as HTML', async () => {
    const email = uniqueEmail('guest');
    const res = await post('/api/service.php', {
      name: 'Guest <b>One</b>',
      email,
      subject: 'Deleted account',
      message: 'My account was deleted, <script>x</script> can I come back?',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    expect(id).toBeTypeOf('number');
    expect((await rows('service')).at(-1)).toMatchObject({
      site_key: 'demo',
      user_id: null,
      email,
      category: null,
    });
    await drain();
    const mail = smtp.received.find(
      (m) => m.to.includes('support@demo.amorio.test') && m.raw.includes(`#${id}`),
    );
    expect(mail).toBeDefined();
    expect(mail?.raw).toContain('Contact form: Deleted account');
    expect(mail?.raw).toContain('&lt;script&gt;');
    expect(mail?.raw).not.toContain('<script>x</script></p>');
  });

  it("a member's request records the member", async () => {
    const cookie = await signUp(t.app);
    const res = await post(
      '/api/service.php',
      { name: 'Member', email: uniqueEmail('m'), subject: 'Credits', message: 'Where are my credits?' },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect((await rows('service')).at(-1)?.user_id).not.toBeNull();
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = (await rows('service')).length;
    const res = await post('/api/service.php', {
      name: '',
      email: 'not-an-address',
      subject: 'x',
      message: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'required', email: 'email', message: 'min_length' });
    const complaint = await post('/api/complaints.php', {
      category: 'nonsense',
      description: 'A long enough description',
      name: 'A',
      email: uniqueEmail(),
    });
    expect(complaint.statusCode).toBe(400);
    expect(complaint.json().fields).toHaveProperty('category');
    expect((await rows('service')).length).toBe(before);
  });

  it('a complaint is stored, mailed to support and confirmed to its sender in the page language', async () => {
    const email = uniqueEmail('complainer');
    const res = await post(
      '/api/complaints.php',
      {
        category: 'fake_profile',
        url: 'http://localhost/members/12',
        description: 'This profile uses photos of someone else.',
        name: 'Jan',
        email,
      },
      { 'accept-language': 'nl-NL,nl;q=0.9' },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    expect((await rows('complaint')).at(-1)).toMatchObject({
      category: 'fake_profile',
      url: 'http://localhost/members/12',
      email,
    });
    await drain();
    const confirmation = smtp.received.find((m) => m.to.includes(email));
    expect(confirmation?.raw).toContain(`We hebben je klacht ontvangen (${id})`);
    const staff = smtp.received.find(
      (m) => m.to.includes('support@demo.amorio.test') && m.raw.includes(`#${id}`),
    );
    expect(staff?.raw).toContain('Complaint: fake_profile');
  });

  it('is rate-limited per address', async () => {
    const ip = nextIp();
    const body = { name: 'R', email: uniqueEmail('rate'), subject: 'Again', message: 'Hello there, again.' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/api/service.php', body, { 'x-forwarded-for': ip })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
