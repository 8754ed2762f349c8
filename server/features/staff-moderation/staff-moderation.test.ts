import { createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall } from '@server/test/staff-fixtures';
import { setUpTestApp, TEST_UA } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

async function pendingPhotoOf(profileId: number): Promise<number> {
  const res = await t.tdb.db.$client.query<{ id: number }>(
    `insert into images (profile_id, status, is_main, original_key, thumb_key)
     values ($1, 'pending', true, 'o.webp', 't.webp') returning id`,
    [profileId],
  );
  return Number(res.rows[0]?.id);
}

describe('moderation', () => {
  it('approves and rejects pending photos with one audit row each; a second verdict is refused without one', async () => {
    const member = await createMember(t.app, t.tdb.db);
    const [a, b] = [await pendingPhotoOf(member.profileId), await pendingPhotoOf(member.profileId)];
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const queue = await staffCall(t.app, mod.cookie, 'GET', '/api/staff/photos');
    expect(queue.json().photos.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${a}/approve`)).statusCode).toBe(
      200,
    );
    const noReason = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${b}/reject`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const rej = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${b}/reject`, {
      reason: 'Not you',
    });
    expect(rej.statusCode).toBe(200);
    const again = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${a}/approve`);
    expect(again.statusCode).toBe(409);
    const rows = await t.tdb.db.$client.query(
      'select id, status, reject_reason from images where id = any($1) order by id',
      [[a, b]],
    );
    expect(rows.rows.map((r) => [r.status, r.reject_reason])).toEqual([
      ['active', null],
      ['rejected', 'Not you'],
    ]);
    expect(
      (await auditRows(t.tdb.db, mod.id)).map((r) => r.action).filter((x) => x !== 'staff.sign_in'),
    ).toEqual(['photo.approve', 'photo.reject']);
    // The member is told both verdicts, the rejection with its reason.
    const told = await t.app.inject({
      url: '/api/notifications.php',
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    const kinds = told
      .json()
      .notifications.map((n: { kind: string; data: { reason?: string | null } }) => [
        n.kind,
        n.data.reason ?? null,
      ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['photo_approved', null],
        ['photo_rejected', 'Not you'],
      ]),
    );
  });

  it('a ban ends the member sessions at once; unban restores the account', async () => {
    const member = await createMember(t.app, t.tdb.db);
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const before = await t.app.inject({
      url: '/api/chats.php',
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(before.statusCode).toBe(200);
    const res = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/members/${member.userId}/ban`, {
      reason: 'Scam',
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/chats.php',
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    // The open session stops at once and every member call says why (not session_ended, which
    // would send a polling page to the login), with the notice cookie /pages/ban reads.
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('account_banned');
    const notice = after.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(notice).toContain('amorio_ban=');
    const ban = await t.app.inject({
      url: '/api/ban.php',
      headers: { cookie: notice, 'user-agent': TEST_UA },
    });
    expect(JSON.stringify(ban.json())).toContain('Scam');
    const me = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(me.json().error).toBe('account_banned');
    expect(me.cookies.map((c) => c.name)).toContain('amorio_ban');
    const un = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/members/${member.userId}/unban`);
    expect(un.statusCode).toBe(200);
    const status = await t.tdb.db.$client.query('select status from users where id = $1', [member.userId]);
    expect(status.rows[0]?.status).not.toBe('banned');
    expect((await auditRows(t.tdb.db, mod.id, 'member.ban'))[0]?.after).toEqual({
      status: 'banned',
      reason: 'Scam',
    });
    expect(await auditRows(t.tdb.db, mod.id, 'member.unban')).toHaveLength(1);
  });

  it('lists open reports with the messages between the two and resolves them once', async () => {
    const reporter = await createMember(t.app, t.tdb.db);
    const reported = await createMember(t.app, t.tdb.db);
    const rep = await t.tdb.db.$client.query<{ id: number }>(
      `insert into member_reports (reporter_profile_id, reported_profile_id, reason, text)
       values ($1, $2, 'spam', 'Sends links') returning id`,
      [reporter.profileId, reported.profileId],
    );
    const id = Number(rep.rows[0]?.id);
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const list = await staffCall(t.app, mod.cookie, 'GET', '/api/staff/reports');
    expect(list.json().reports.find((r: { id: number }) => r.id === id)).toMatchObject({
      reason: 'spam',
      text: 'Sends links',
      reported: { id: reported.profileId, user_id: reported.userId },
    });
    const ban = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/reports/${id}/ban`, {
      reason: 'Spam links',
    });
    expect(ban.statusCode).toBe(200);
    const twice = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/reports/${id}/dismiss`, {
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    const status = await t.tdb.db.$client.query('select status from users where id = $1', [reported.userId]);
    expect(status.rows[0]?.status).toBe('banned');
    const actions = (await auditRows(t.tdb.db, mod.id)).map((r) => r.action);
    expect(actions.filter((a) => a !== 'staff.sign_in')).toEqual(['member.ban']);
  });

  it('a warning closes the report and mails the reported member, in their language, once', async () => {
    const reporter = await createMember(t.app, t.tdb.db);
    const reported = await createMember(t.app, t.tdb.db);
    const rep = await t.tdb.db.$client.query<{ id: number }>(
      `insert into member_reports (reporter_profile_id, reported_profile_id, reason, text)
       values ($1, $2, 'abuse', 'Rude') returning id`,
      [reporter.profileId, reported.profileId],
    );
    const id = Number(rep.rows[0]?.id);
    await t.tdb.db.$client.query(`update users set language = 'de' where id = $1`, [reported.userId]);
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const warn = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/reports/${id}/warn`, {
      reason: 'Be polite',
    });
    expect(warn.statusCode).toBe(200);
    const again = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/reports/${id}/warn`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const user = await t.tdb.db.$client.query('select email, status from users where id = $1', [
      reported.userId,
    ]);
    expect(user.rows[0]?.status).not.toBe('banned');
    const mails = await t.tdb.db.$client.query(
      `select to_address, subject, text from mail_outbox where user_id = $1 and kind = 'memberWarning'`,
      [reported.userId],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.to_address).toBe(user.rows[0]?.email);
    expect(mails.rows[0]?.subject).toMatch(/^Eine Verwarnung von /);
    expect(mails.rows[0]?.text).toMatch(/https?:\/\/[^\s]+\/pages\/terms/);
    const resolution = await t.tdb.db.$client.query('select resolution from member_reports where id = $1', [
      id,
    ]);
    expect(resolution.rows[0]?.resolution).toBe('warned');
    expect(await auditRows(t.tdb.db, mod.id, 'report.warn')).toHaveLength(1);
  });

  it('answers 404 for a member of a site the moderator does not work on', async () => {
    const member = await createMember(t.app, t.tdb.db);
    const other = await createStaff(t.app, t.tdb.db, 'admin', ['lavish-pl']);
    const res = await staffCall(t.app, other.cookie, 'POST', `/api/staff/members/${member.userId}/ban`, {
      reason: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(await auditRows(t.tdb.db, other.id, 'member.ban')).toHaveLength(0);
  });

  it('lists accounts the payments code flagged, with their orders', async () => {
    const member = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(
      `insert into account_flags (user_id, reason, detail) values ($1, 'chargeback_shortfall', '12 credits')`,
      [member.userId],
    );
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const res = await staffCall(t.app, mod.cookie, 'GET', '/api/staff/flags');
    expect(res.statusCode).toBe(200);
    const mine = res.json().accounts.find((a: { user_id: number }) => a.user_id === member.userId);
    expect(mine.flags[0]).toMatchObject({ reason: 'chargeback_shortfall', detail: '12 credits' });
    expect(mine.orders).toEqual([]);
  });
});
