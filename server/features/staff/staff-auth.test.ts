import { createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall, staffLogin, totpCodeAt } from '@server/test/staff-fixtures';
import { nextIp, setUpTestApp, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { createStaffAccount } from './accounts';

const t = setUpTestApp();

async function account(role: 'operator' | 'admin' = 'operator') {
  return createStaffAccount(t.tdb.db, { email: uniqueEmail('staff'), name: 'S', role, sites: ['demo'] });
}

describe('staff sign-in', () => {
  it('signs in with password and current code, sets a cookie on the staff paths only, and audits it', async () => {
    const c = await account();
    const res = await staffLogin(t.app, {
      email: c.email,
      password: c.password,
      code: totpCodeAt(c.totpSecret),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ email: c.email, role: 'operator', sites: ['demo'] });
    const cookies = res.cookies.filter((k) => k.name === 'amorio_staff');
    expect(cookies.map((k) => k.path).sort()).toEqual(['/api/staff', '/staff']);
    expect(cookies.every((k) => k.httpOnly)).toBe(true);
    expect(await auditRows(t.tdb.db, c.id, 'staff.sign_in')).toHaveLength(1);
    const me = await staffCall(t.app, `amorio_staff=${cookies[0]?.value}`, 'GET', '/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.id).toBe(c.id);
  });

  it('refuses a wrong, an expired and a replayed code, and a wrong password; none is audited', async () => {
    const c = await account();
    const ok = totpCodeAt(c.totpSecret);
    const wrong = ok === '000000' ? '111111' : '000000';
    const expired = totpCodeAt(c.totpSecret, Date.now() - 5 * 60_000);
    for (const body of [
      { email: c.email, password: c.password, code: wrong },
      { email: c.email, password: c.password, code: expired },
      { email: c.email, password: 'not the password', code: ok },
    ]) {
      const res = await staffLogin(t.app, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_credentials');
      expect(res.cookies.find((k) => k.name === 'amorio_staff')).toBeUndefined();
    }
    expect(await auditRows(t.tdb.db, c.id)).toHaveLength(0);
    const first = await staffLogin(t.app, { email: c.email, password: c.password, code: ok });
    expect(first.statusCode).toBe(200);
    const replay = await staffLogin(t.app, { email: c.email, password: c.password, code: ok });
    expect(replay.statusCode).toBe(401);
    expect(await auditRows(t.tdb.db, c.id, 'staff.sign_in')).toHaveLength(1);
  });

  it('accepts one of two concurrent sign-ins with the same code', async () => {
    const c = await account();
    const code = totpCodeAt(c.totpSecret);
    const both = await Promise.all(
      [0, 1].map(() => staffLogin(t.app, { email: c.email, password: c.password, code })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('ends after 30 minutes idle and on logout', async () => {
    const s = await createStaff(t.app, t.tdb.db, 'operator');
    await t.tdb.db.$client.query(
      `update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = $1`,
      [s.id],
    );
    expect((await staffCall(t.app, s.cookie, 'GET', '/api/staff/me')).statusCode).toBe(403);
    const again = await createStaff(t.app, t.tdb.db, 'operator');
    expect((await staffCall(t.app, again.cookie, 'POST', '/api/staff/logout')).statusCode).toBe(200);
    expect((await staffCall(t.app, again.cookie, 'GET', '/api/staff/me')).statusCode).toBe(403);
  });

  it('keeps member and staff sessions apart', async () => {
    const member = await createMember(t.app, t.tdb.db);
    const s = await createStaff(t.app, t.tdb.db, 'admin');
    expect((await staffCall(t.app, member.cookie, 'GET', '/api/staff/me')).statusCode).toBe(403);
    const asMember = await t.app.inject({
      url: '/api/chats.php',
      remoteAddress: nextIp(),
      headers: { cookie: s.cookie, 'user-agent': TEST_UA },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
