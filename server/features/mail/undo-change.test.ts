import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtp } from '@server/test/smtp-server';
import {
  nextIp,
  postSignup,
  sessionCookie,
  setUpTestApp,
  signUp,
  signupBody,
  TEST_UA,
  uniqueEmail,
} from '@server/test/test-app';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 22 §4: the "this was not me" link mailed to the original address survives later changes
 * (A→B→C), puts A back, ends every session and makes the password unusable until the owner sets
 * a new one through the reset link mailed to A. Mails go through a real SMTP server.
 */
describe('undoing a stolen e-mail change', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-undo-'));
  const t = setUpTestApp(async () => {
    smtp = await startSmtp();
    return { mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, pollMs: 3_600_000 } };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const PASSWORD = 'correct horse battery';
  const drain = async () => {
    const sender = t.app.mailSender;
    if (!sender) throw new Error('no mail sender');
    await sender.drain();
  };
  /** The token of the newest link with `param` mailed to `to`. */
  const tokenIn = async (to: string, param: string): Promise<string> => {
    await drain();
    const raws = smtp.received.filter((m) => m.to.includes(to)).map((m) => m.raw.replace(/=\r?\n/g, ''));
    const found = raws
      .reverse()
      .map((raw) => raw.replace(/=3D/g, '=').match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`))?.[1])
      .find(Boolean);
    if (!found) throw new Error(`no ${param} link mailed to ${to}`);
    return found;
  };
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      headers: { 'user-agent': TEST_UA, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const login = (email: string, password: string) => post('/api/login.php', { email, password });
  const me = (cookie: string) => t.app.inject({ url: '/api/user.php', headers: { cookie } });

  /** The thief, logged in, moves the address to `to` and confirms it from `to`'s mailbox. */
  async function change(cookie: string, to: string): Promise<void> {
    expect((await post('/api/mail-change.php', { email: to, password: PASSWORD }, cookie)).json()).toEqual({
      result: 'confirm',
    });
    const token = await tokenIn(to, 'token');
    expect((await post('/api/mail-change-confirm.php', { token })).json()).toEqual({ ok: true });
  }

  async function stolenAccount() {
    const a = uniqueEmail('owner');
    const owner = await signUp(t.app, a);
    await t.tdb.db.$client.query(`update users set status = 'active' where email = $1`, [a]);
    const thiefLogin = await login(a, PASSWORD);
    expect(thiefLogin.statusCode).toBe(200);
    const thief = sessionCookie(thiefLogin.headers['set-cookie']);
    const b = uniqueEmail('thief-b');
    const c = uniqueEmail('thief-c');
    await change(thief, b);
    const undoA = await tokenIn(a, 'undo');
    await change(thief, c);
    const undoB = await tokenIn(b, 'undo');
    return { a, b, c, owner, thief, undoA, undoB };
  }

  const undo = (token: string) => post('/api/mail-change-undo.php', { token });

  it("keeps the owner's link through a second change: A is back, every session ends, a new password is needed", async () => {
    const s = await stolenAccount();
    // Meanwhile nobody can take A: the live link holds it for the account.
    const squat = await postSignup(t.app, await signupBody(s.a));
    expect(squat.statusCode).toBe(409);
    expect(squat.json().fields).toEqual({ email: 'email_taken' });

    expect((await undo(s.undoA)).json()).toEqual({ ok: true });
    expect((await undo(s.undoA)).json()).toEqual({ ok: false });
    const { rows } = await t.tdb.db.$client.query('select email from users where email = any($1)', [
      [s.a, s.b, s.c],
    ]);
    expect(rows.map((r) => r.email)).toEqual([s.a]);
    expect((await me(s.owner)).statusCode).toBe(403);
    expect((await me(s.thief)).statusCode).toBe(403);
    // The old password opens nothing, under any of the addresses.
    for (const email of [s.a, s.b, s.c]) expect((await login(email, PASSWORD)).statusCode).toBe(401);
    // The thief's own undo link (to B) died with the owner's undo.
    expect((await undo(s.undoB)).json()).toEqual({ ok: false });

    // The owner sets a new password through the reset link mailed to A.
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      remoteAddress: nextIp(),
      headers: { 'user-agent': TEST_UA },
      payload: { token: await tokenIn(s.a, 'token'), password: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(s.a);
    expect((await login(s.a, 'a brand new secret')).statusCode).toBe(200);
    await drain();
    const support = smtp.received.filter((m) => m.raw.includes('reported an e-mail change'));
    expect(support.length).toBeGreaterThan(0);
  });

  it('the owner still wins after the thief used the link of the later change first', async () => {
    const s = await stolenAccount();
    // The thief undoes B→C: B is back, with a reset link mailed to the thief's B …
    expect((await undo(s.undoB)).json()).toEqual({ ok: true });
    const thiefReset = await tokenIn(s.b, 'token');
    // … but the owner's older link still works, and kills the thief's reset link.
    expect((await undo(s.undoA)).json()).toEqual({ ok: true });
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/password-reset.php',
      remoteAddress: nextIp(),
      headers: { 'user-agent': TEST_UA },
      payload: { token: thiefReset, password: 'the thief again' },
    });
    expect(late.statusCode).toBe(400);
    const { rows } = await t.tdb.db.$client.query('select email from users where email = any($1)', [
      [s.a, s.b, s.c],
    ]);
    expect(rows.map((r) => r.email)).toEqual([s.a]);
  });
});
