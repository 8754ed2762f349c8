import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@common/api/notifications';
import type { OutboxWorker } from '@server/jobs/outbox-worker';
import { grantCredits } from '@server/ledger/ledger';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { startSmtp } from '@server/test/smtp-server';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestSender } from './digest';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-digest-'));
const t = setUpTestApp(async () => {
  smtp = await startSmtp();
  return {
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, pollMs: 3_600_000 },
    digest: { pollMs: 3_600_000 },
  };
});
/** A second process's digest job on the same database. */
let other: OutboxWorker;
beforeAll(() => {
  other = createDigestSender(t.tdb.db, {
    sites: new SiteRegistry(readSiteConfigs()),
    locales: loadLocaleBundles(),
    origins: {},
    pollMs: 3_600_000,
  });
});
afterAll(async () => {
  await other.stop();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

const digest = () => t.app.digestSender?.drain() ?? Promise.reject(new Error('no digest job'));
const mailDrain = () => t.app.mailSender?.drain() ?? Promise.reject(new Error('no mail sender'));

/** A confirmed member (digests go to confirmed addresses only) in `language`. */
async function member(language = 'en'): Promise<TestMember & { email: string }> {
  const m = await createMember(t.app, t.tdb.db);
  const res = await t.tdb.db.$client.query<{ email: string }>(
    `update users set status = 'active', language = $2 where id = $1 returning email`,
    [m.userId, language],
  );
  return { ...m, email: res.rows[0]?.email ?? '' };
}

/** The member's page was last visible `ago` (an interval) and then went to the background. */
const awayFor = (who: TestMember, ago: string) =>
  t.tdb.db.$client.query(
    `insert into presence (user_id, seen_at, hidden_at) values ($1, now() - $2::interval, now() - $2::interval)
     on conflict (user_id) do update set seen_at = excluded.seen_at, hidden_at = excluded.hidden_at`,
    [who.userId, ago],
  );

async function send(from: TestMember, conversation: number, text: string) {
  const res = await call(t.app, from, 'POST', '/api/messages.php', {
    conversation,
    text,
    client_id: clientId(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const digestsOf = async (who: TestMember) =>
  (
    await t.tdb.db.$client.query<{ subject: string; text: string }>(
      `select subject, text from mail_outbox where user_id = $1 and kind = 'digest' order by id`,
      [who.userId],
    )
  ).rows;

const unqp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('digest mail', () => {
  it('mails a member away for 30 minutes their unread messages, in their language, over SMTP, once per 6 h', async () => {
    const a = await member();
    const b = await member('nl');
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'one');
    await send(a, conv, 'two');
    await awayFor(b, '40 minutes');
    await digest();
    await mailDrain();
    // The activation mail went there too; the digest is the one about unread news.
    const got = smtp.received.filter((m) => m.to.includes(b.email) && /Subject: Ongelezen/.test(m.raw));
    expect(got).toHaveLength(1);
    const raw = unqp(got[0]?.raw ?? '');
    expect(raw).toMatch(/Subject: Ongelezen op Amorio: 1/);
    expect(raw).toContain('Nieuwe berichten van Test Member: 2');
    expect(raw).toMatch(/https?:\/\/[^\s"]+\/notifications#settings/);
    // Nothing more within 6 hours, even with a new message.
    await send(a, conv, 'three');
    await digest();
    expect(await digestsOf(b)).toHaveLength(1);
    // Six hours later: only what is new since the last digest.
    await t.tdb.db.$client.query(
      `update notification_settings set last_digest_at = now() - interval '7 hours' where user_id = $1`,
      [b.userId],
    );
    await t.tdb.db.$client.query(
      `update notifications set updated_at = now() - interval '8 hours' where user_id = $1`,
      [b.userId],
    );
    expect(await digest()).toBe(0);
    const c = await member();
    expect((await call(t.app, c, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    // A like is not mailed by default; a match is.
    await digest();
    expect(await digestsOf(b)).toHaveLength(1);
    expect((await call(t.app, b, 'POST', '/api/likes.php', { profile: c.profileId })).statusCode).toBe(200);
    await digest();
    // The match is mailed, alone: the messages were in the last digest.
    const later = await digestsOf(b);
    expect(later).toHaveLength(2);
    expect(later[1]?.text).toContain('Het is een match: jij en Test Member vinden elkaar leuk');
    expect(later[1]?.text).not.toContain('Nieuwe berichten');
  });

  it('sends nothing while the member is online, or away for less than 30 minutes', async () => {
    const a = await member();
    const b = await member();
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'hi');
    expect((await call(t.app, b, 'POST', '/api/page-hidden.php', { visible: true })).statusCode).toBe(204);
    await digest();
    expect(await digestsOf(b)).toHaveLength(0);
    await awayFor(b, '10 minutes');
    await digest();
    expect(await digestsOf(b)).toHaveLength(0);
    // A page still shown two hours later with its stream open is online: no digest.
    await t.tdb.db.$client.query(`update presence set seen_at = now(), hidden_at = null where user_id = $1`, [
      b.userId,
    ]);
    await digest();
    expect(await digestsOf(b)).toHaveLength(0);
    // Away for long, but the only unread news is more than a week old: not mailed.
    await awayFor(b, '9 days');
    await t.tdb.db.$client.query(
      `update notifications set updated_at = now() - interval '8 days' where user_id = $1`,
      [b.userId],
    );
    await digest();
    expect(await digestsOf(b)).toHaveLength(0);
  });

  it('honours the settings: messages off sends no digest, likes on lists the like', async () => {
    const a = await member();
    const b = await member('de');
    const choice = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      message: { push: true, mail: false },
      like: { push: true, mail: true },
    };
    expect((await call(t.app, b, 'POST', '/api/notification-settings.php', choice)).statusCode).toBe(200);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'hallo');
    await awayFor(b, '1 hour');
    await digest();
    expect(await digestsOf(b)).toHaveLength(0);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    await digest();
    const mails = await digestsOf(b);
    expect(mails).toHaveLength(1);
    // b is not premium: the mail tells of a like, not who (decision 010a).
    expect(mails[0]?.text).toContain('Jemand mag dich. Premium-Mitglieder sehen, wer');
    expect(mails[0]?.text).not.toContain('Test Member mag dich');
    expect(mails[0]?.text).not.toContain('Neue Nachrichten');
  });

  it('two processes running the job at once queue each member’s digest once', async () => {
    const a = await member();
    await t.tdb.db.transaction((tx) =>
      grantCredits(tx, { userId: a.userId, amount: 1_000, reason: 'purchase', key: `test:${a.userId}` }),
    );
    const many: TestMember[] = [];
    for (let i = 0; i < 30; i++) many.push(await member());
    for (const b of many) {
      const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
      await send(a, conv, 'hi');
      await awayFor(b, '2 hours');
    }
    await Promise.all([digest(), other.drain(), digest(), other.drain()]);
    const counts = await t.tdb.db.$client.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where kind = 'digest' and user_id = any($1::bigint[])
       group by user_id`,
      [many.map((m) => m.userId)],
    );
    expect(counts.rows.map((r) => r.n)).toEqual(many.map(() => 1));
    // 31 signups (a password hash each) and 30 conversations: past 20 s on a loaded CI machine.
  }, 60_000);
});
