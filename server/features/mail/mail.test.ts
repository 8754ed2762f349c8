import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@common/limits';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { startSmtp } from '@server/test/smtp-server';
import { nextIp, postSignup, setUpTestApp, signUp, signupBody, uniqueEmail } from '@server/test/test-app';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMail } from './templates';

/** Undoes quoted-printable soft breaks and =3D escapes so links can be read back. */
const unqp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function linkIn(raw: string, pathPrefix: string): string {
  const m = unqp(raw).match(new RegExp(`https?://[^\\s"<]*${pathPrefix.replace(/[.?/]/g, '\\$&')}[^\\s"<]*`));
  if (!m) throw new Error(`no ${pathPrefix} link in mail`);
  return m[0];
}

describe('activation mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-mail-'));

  const t = setUpTestApp(async () => {
    smtp = await startSmtp();
    return { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, pollMs: 3_600_000 } };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const drain = () => {
    const sender = t.app.mailSender;
    if (!sender) throw new Error('no mail sender');
    return sender.drain();
  };

  it('reports delivered only after the SMTP server accepted the mail; the link activates once', async () => {
    const email = uniqueEmail('activate');
    const cookie = await signUp(t.app, email);
    const before = await t.app.inject({ url: '/api/activate.php', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    // Nothing has woken the sender yet (no listener, hour-long poll): the mail is only queued.
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
    expect(before.json()).toEqual({ delivered: false });

    await drain();
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const raw = mail?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Subject: .*Amorio/);
    expect((await t.app.inject({ url: '/api/activate.php', headers: { cookie } })).json()).toEqual({
      delivered: true,
    });

    const link = new URL(linkIn(raw, '/api/activate.php?token='));
    const first = await t.app.inject({ url: link.pathname + link.search, remoteAddress: nextIp() });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/activate/done');
    const status = await t.tdb.db.$client.query('select status from users where email = $1', [email]);
    expect(status.rows[0]?.status).toBe('active');

    const second = await t.app.inject({ url: link.pathname + link.search, remoteAddress: nextIp() });
    expect(second.headers.location).toBe('/activate/error');
    const forged = await t.app.inject({
      url: '/api/activate.php?token=forged-token-forged-token-forged',
      remoteAddress: nextIp(),
    });
    expect(forged.headers.location).toBe('/activate/error');
  });

  it('answers a guest polling activation like every member call: 403 forbidden', async () => {
    const res = await t.app.inject({ url: '/api/activate.php' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
  });

  it('writes the mail in the member language', async () => {
    const email = uniqueEmail('polski');
    const res = await postSignup(t.app, await signupBody(email, { language: 'pl' }));
    expect(res.statusCode).toBe(200);
    await drain();
    const raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? '';
    expect(raw).toMatch(/Subject: =\?UTF-8\?Q\?Potwierd/);
  });

  it('an unconfirmed member changing the e-mail gets a new activation mail; the old link dies', async () => {
    const email = uniqueEmail('typo');
    const cookie = await signUp(t.app, email);
    await drain();
    const oldLink = new URL(
      linkIn(smtp.received.find((m) => m.to.includes(email))?.raw ?? '', '/api/activate.php?token='),
    );
    const fixed = uniqueEmail('fixed');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie },
      payload: { email: fixed },
    });
    expect(res.json()).toEqual({ result: 'changed' });
    await drain();
    const user = (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
    expect(user.email).toBe(fixed);
    expect(
      (await t.app.inject({ url: oldLink.pathname + oldLink.search, remoteAddress: nextIp() })).headers
        .location,
    ).toBe('/activate/error');
    const newLink = new URL(
      linkIn(smtp.received.find((m) => m.to.includes(fixed))?.raw ?? '', '/api/activate.php?token='),
    );
    expect(
      (await t.app.inject({ url: newLink.pathname + newLink.search, remoteAddress: nextIp() })).headers
        .location,
    ).toBe('/activate/done');
  });

  it('an active member confirms a new address through /mail-change/do, once', async () => {
    const email = uniqueEmail('active');
    const cookie = await signUp(t.app, email);
    await t.tdb.db.$client.query(`update users set status = 'active' where email = $1`, [email]);
    const next = uniqueEmail('next');
    const change = (password?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail-change.php',
        headers: { cookie },
        payload: { email: next, ...(password === undefined ? {} : { password }) },
      });
    // A confirmed account needs its password (issue 10 §4); without it nothing is sent.
    expect((await change()).json().fields).toEqual({ password: 'wrong_password' });
    expect((await change('not the password')).json().fields).toEqual({ password: 'wrong_password' });
    const res = await change('correct horse battery');
    expect(res.json()).toEqual({ result: 'confirm' });
    await drain();
    const link = new URL(
      linkIn(smtp.received.find((m) => m.to.includes(next))?.raw ?? '', '/mail-change/do?token='),
    );
    expect(link.pathname).toBe('/mail-change/do');
    const token = link.searchParams.get('token');
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail-change-confirm.php',
        remoteAddress: nextIp(),
        payload: { token },
      });
    expect((await confirm()).json()).toEqual({ ok: true });
    expect((await confirm()).json()).toEqual({ ok: false });
    const user = (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
    expect(user.email).toBe(next);

    // The old address is told, with a link that undoes the change and ends every session.
    await drain();
    const undoLink = new URL(
      linkIn(
        smtp.received.find((m) => m.to.includes(email) && m.raw.includes('undo='))?.raw ?? '',
        '/notifications?undo=',
      ),
    );
    expect(undoLink.hash).toBe('#email-change-incorrect');
    const undo = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mail-change-undo.php',
        remoteAddress: nextIp(),
        payload: { token: undoLink.searchParams.get('undo') },
      });
    expect((await undo()).json()).toEqual({ ok: true });
    expect((await undo()).json()).toEqual({ ok: false });
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode).toBe(403);
    const { rows } = await t.tdb.db.$client.query('select count(*)::int as n from users where email = $1', [
      email,
    ]);
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a taken or malformed new address and a guest', async () => {
    const taken = uniqueEmail('taken');
    await signUp(t.app, taken);
    const cookie = await signUp(t.app, uniqueEmail('me'));
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie },
      payload: { email: taken },
    });
    expect(a.statusCode).toBe(409);
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie },
      payload: { email: 'nope' },
    });
    expect(b.statusCode).toBe(400);
    const mine = uniqueEmail('same');
    const sameCookie = await signUp(t.app, mine);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: { cookie: sameCookie },
      payload: { email: mine },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ email: 'email_unchanged' });
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      payload: { email: uniqueEmail() },
    });
    expect(c.statusCode).toBe(403);
  });
});

describe('development outbox (no SMTP_URL)', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-outbox-'));
  const config = { logLevel: 'silent' as const, isDev: false, validateResponses: true };
  // As main.ts configures it when mail only reaches this machine's outbox.
  const t = setUpTestApp({
    config: { ...config, devMail: true },
    mail: { outboxDir, pollMs: 3_600_000 },
    localPort: 8080,
  });
  const unflagged = setUpTestApp({ config, mail: { outboxDir, pollMs: 3_600_000 } });

  it('believes the address a local proxy reports, not the local socket (issue 16.5)', async () => {
    const proxied = await t.app.inject({
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('Development mail outbox');
  });

  it('does not exist without the development flag, even for this machine', async () => {
    // Without the route the path falls through to the web app (503 here: no build in unit tests).
    const res = await unflagged.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('Development mail outbox');
  });

  it('writes .eml files and lists them at /dev/mail for this machine only', async () => {
    const email = uniqueEmail('outbox');
    const cookie = await signUp(t.app, email);
    await t.app.mailSender?.drain();
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    const eml = files
      .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'))
      .find((s) => s.includes(email));
    expect(eml).toBeDefined();
    expect((await t.app.inject({ url: '/api/activate.php', headers: { cookie } })).json()).toEqual({
      delivered: true,
    });

    const page = await t.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/href="http:\/\/localhost:8080\/api\/activate\.php\?token=/);
    const remote = await t.app.inject({ url: '/dev/mail', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('mail texts', () => {
  const locales = loadLocaleBundles();
  it.each([...LOCALES])('%s: HTML and text versions, with variables escaped in the HTML', (locale) => {
    const m = renderMail(locales, locale, 'activation', {
      site: 'Amorio',
      name: '<b>Eve</b>',
      link: 'https://x.test/a?t=1&u=2',
    });
    expect(m.subject).toContain('Amorio');
    expect(m.text).toContain('https://x.test/a?t=1&u=2');
    expect(m.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Eve</b>');
    expect(m.html).toContain('href="https://x.test/a?t=1&amp;u=2"');
    if (locale !== 'en')
      expect(m.subject).not.toBe(
        renderMail(locales, 'en', 'activation', { site: 'Amorio', name: 'x', link: 'l' }).subject,
      );
  });
});
