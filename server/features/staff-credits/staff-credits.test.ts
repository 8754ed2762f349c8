import { balanceAndLedger, createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall } from '@server/test/staff-fixtures';
import { setUpTestApp, TEST_UA } from '@server/test/test-app';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

describe('credits and time bonuses (admin)', () => {
  it('adds and removes credits through the ledger; a removal below zero is refused and leaves no trace', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const start = await balanceAndLedger(t.tdb.db, m.userId);
    const url = `/api/staff/members/${m.userId}/credits`;
    const add = await staffCall(t.app, admin.cookie, 'POST', url, {
      delta: 50,
      reason: 'goodwill after outage',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().balance).toBe(start.balance + 50);
    const remove = await staffCall(t.app, admin.cookie, 'POST', url, { delta: -20, reason: 'double grant' });
    expect(remove.json().balance).toBe(start.balance + 30);
    const ledgerRows = async () =>
      (
        await t.tdb.db.$client.query('select count(*)::int as n from credit_ledger where user_id = $1', [
          m.userId,
        ])
      ).rows[0]?.n;
    const rowsBefore = await ledgerRows();
    const auditBefore = (await auditRows(t.tdb.db, admin.id)).length;
    const tooMuch = await staffCall(t.app, admin.cookie, 'POST', url, {
      delta: -(start.balance + 31),
      reason: 'too much',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe('balance_below_zero');
    expect(await ledgerRows()).toBe(rowsBefore);
    expect((await auditRows(t.tdb.db, admin.id)).length).toBe(auditBefore);
    const noReason = await staffCall(t.app, admin.cookie, 'POST', url, { delta: 5, reason: '' });
    expect(noReason.statusCode).toBe(400);
    const end = await balanceAndLedger(t.tdb.db, m.userId);
    expect(end.balance).toBe(start.balance + 30);
    expect(end.balance).toBe(end.sum);
    expect(
      (await auditRows(t.tdb.db, admin.id)).map((r) => r.action).filter((a) => a.startsWith('credits')),
    ).toEqual(['credits.add', 'credits.remove']);
    const account = await staffCall(t.app, admin.cookie, 'GET', `/api/staff/members/${m.userId}`);
    expect(
      account
        .json()
        .ledger.slice(0, 2)
        .map((l: { delta: number }) => l.delta),
    ).toEqual([-20, 50]);
  });

  it('grants a time bonus that wins over the welcome code on the member side', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const res = await staffCall(t.app, admin.cookie, 'POST', `/api/staff/members/${m.userId}/bonus`, {
      percent: 25,
      hours: 48,
    });
    expect(res.statusCode).toBe(200);
    const code = res.json().code as string;
    const mine = await t.app.inject({
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: m.cookie, 'user-agent': TEST_UA },
    });
    expect(mine.body).toContain(code);
    expect(await auditRows(t.tdb.db, admin.id, 'bonus.grant')).toHaveLength(1);
  });

  it('lets admins browse the audit trail by action, and nobody edit it', async () => {
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const res = await staffCall(t.app, admin.cookie, 'GET', '/api/staff/audit?action=staff.sign_in');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { action: string; staff_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === 'staff.sign_in')).toBe(true);
    // The app's role may not even try (decision 022c); the trigger stops the owner too.
    await expect(t.tdb.db.$client.query('update staff_audit set ip = null')).rejects.toThrow(
      /permission denied/,
    );
    const owner = new pg.Client({ connectionString: t.tdb.ownerUrl });
    await owner.connect();
    await expect(owner.query('update staff_audit set ip = null')).rejects.toThrow(/append-only/);
    await expect(owner.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    await owner.end();
  });
});
