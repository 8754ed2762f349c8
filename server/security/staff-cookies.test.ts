import { createStaffAccount } from '@server/features/staff/accounts';
import { createStaff, staffCall, staffLogin, totpCodeAt } from '@server/test/staff-fixtures';
import { setUpTestApp, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22 item 12: the staff cookie's Secure flag follows PUBLIC_URL like the members' cookie (a
 * proxy in front may speak plain http to us), and a staff session has an absolute lifetime.
 */
const t = setUpTestApp({ publicUrl: 'https://amorio.example' });

describe('staff cookies and session lifetime', () => {
  it('sets the staff cookie Secure when PUBLIC_URL is https, though the request came over http', async () => {
    const c = await createStaffAccount(t.tdb.db, {
      email: uniqueEmail('op'),
      name: 'Op',
      role: 'operator',
      sites: ['demo'],
    });
    const res = await staffLogin(t.app, {
      email: c.email,
      password: c.password,
      code: totpCodeAt(c.totpSecret),
    });
    expect(res.statusCode).toBe(200);
    const cookies = res.cookies.filter((k) => k.name === 'amorio_staff');
    expect(cookies).toHaveLength(2);
    for (const k of cookies) {
      expect(k.secure).toBe(true);
      expect(k.maxAge).toBe(12 * 60 * 60);
    }
  });

  it('refuses a session older than 12 hours, however active it was', async () => {
    const s = await createStaff(t.app, t.tdb.db, 'operator');
    expect((await staffCall(t.app, s.cookie, 'GET', '/api/staff/me')).statusCode).toBe(200);
    await t.tdb.db.$client.query(
      `update staff_sessions set created_at = now() - interval '11 hours 59 minutes', last_seen_at = now()
       where staff_id = $1`,
      [s.id],
    );
    expect((await staffCall(t.app, s.cookie, 'GET', '/api/staff/me')).statusCode).toBe(200);
    await t.tdb.db.$client.query(
      `update staff_sessions set created_at = now() - interval '12 hours 1 minute', last_seen_at = now()
       where staff_id = $1`,
      [s.id],
    );
    expect((await staffCall(t.app, s.cookie, 'GET', '/api/staff/me')).statusCode).toBe(403);
  });
});
