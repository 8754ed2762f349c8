import { auditRows, createStaff, staffCall, staffLogin, totpCodeAt } from '@server/test/staff-fixtures';
import { setUpTestApp, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();
const db = () => t.tdb.db;

describe('staff accounts in the console (admin)', () => {
  // First in the file: its admins are then the only ones of lavish-pl.
  it('never lets an admin lock themself or a site out of the console', async () => {
    const a = await createStaff(t.app, db(), 'admin', ['demo', 'lavish-pl']);
    const b = await createStaff(t.app, db(), 'admin', ['demo']);
    const self = `/api/staff/accounts/${a.id}`;
    const before = (await auditRows(db(), a.id)).length;
    const demote = await staffCall(t.app, a.cookie, 'PUT', self, {
      role: 'operator',
      sites: ['demo', 'lavish-pl'],
      disabled: false,
    });
    expect(demote.statusCode).toBe(409);
    const off = await staffCall(t.app, a.cookie, 'PUT', self, {
      role: 'admin',
      sites: ['demo', 'lavish-pl'],
      disabled: true,
    });
    expect(off.statusCode).toBe(409);
    expect((await staffCall(t.app, a.cookie, 'POST', `${self}/reset`)).statusCode).toBe(409);
    // Dropping lavish-pl would leave that site without any admin (b works on demo only).
    const orphan = await staffCall(t.app, a.cookie, 'PUT', self, {
      role: 'admin',
      sites: ['demo'],
      disabled: false,
    });
    expect(orphan.statusCode).toBe(409);
    // Another admin of demo remains: b may be disabled.
    const disableB = await staffCall(t.app, a.cookie, 'PUT', `/api/staff/accounts/${b.id}`, {
      role: 'admin',
      sites: ['demo'],
      disabled: true,
    });
    expect(disableB.statusCode).toBe(200);
    expect((await staffCall(t.app, a.cookie, 'GET', '/api/staff/me')).statusCode).toBe(200);
    expect((await auditRows(db(), a.id)).length).toBe(before + 1);
  });
  it('adds an account that signs in with the enrolment shown once; a taken e-mail adds nothing', async () => {
    const admin = await createStaff(t.app, db(), 'admin', ['demo']);
    const email = uniqueEmail('new-operator');
    const body = { email, name: 'Nina', role: 'operator', sites: ['demo'] };
    const res = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/accounts', body);
    expect(res.statusCode).toBe(200);
    const creds = res.json();
    expect(creds.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(creds.qr).toMatch(/^data:image\/png;base64,/);
    const login = await staffLogin(t.app, {
      email,
      password: creds.password,
      code: totpCodeAt(creds.totp_secret),
    });
    expect(login.statusCode).toBe(200);
    const again = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/accounts', {
      ...body,
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ email: 'email_taken' });
    // Only the admin's own sites can be given.
    const foreign = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/accounts', {
      ...body,
      email: uniqueEmail('foreign'),
      sites: ['lavish-pl'],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await auditRows(db(), admin.id, 'staff.create')).map((r) => r.target_id)).toEqual([
      String(creds.id),
    ]);
    const list = await staffCall(t.app, admin.cookie, 'GET', '/api/staff/accounts');
    expect(list.json().staff.find((s: { email: string }) => s.email === email)).toMatchObject({
      role: 'operator',
      sites: ['demo'],
      disabled: false,
    });
    expect(JSON.stringify(list.json())).not.toContain(creds.password);
  });

  it('changes role and sites, disables (ending the sessions) and resets, each audited; other sites are out of reach', async () => {
    const admin = await createStaff(t.app, db(), 'admin', ['demo', 'lavish-pl']);
    const other = await createStaff(t.app, db(), 'admin', ['lavish-pl']);
    const op = await createStaff(t.app, db(), 'operator', ['demo']);
    const url = `/api/staff/accounts/${op.id}`;
    const promote = await staffCall(t.app, admin.cookie, 'PUT', url, {
      role: 'moderator',
      sites: ['demo', 'lavish-pl'],
      disabled: false,
    });
    expect(promote.statusCode).toBe(200);
    // The role counts from the next call on: moderation opens, the inbox closes.
    expect((await staffCall(t.app, op.cookie, 'GET', '/api/staff/photos')).statusCode).toBe(200);
    expect((await staffCall(t.app, op.cookie, 'GET', '/api/staff/inbox')).statusCode).toBe(403);
    // An admin of lavish-pl only does not reach an account that also works on demo.
    expect(
      (
        await staffCall(t.app, other.cookie, 'PUT', url, {
          role: 'operator',
          sites: ['lavish-pl'],
          disabled: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await staffCall(t.app, other.cookie, 'POST', `${url}/reset`)).statusCode).toBe(404);
    const disable = await staffCall(t.app, admin.cookie, 'PUT', url, {
      role: 'moderator',
      sites: ['demo'],
      disabled: true,
    });
    expect(disable.statusCode).toBe(200);
    expect((await staffCall(t.app, op.cookie, 'GET', '/api/staff/me')).statusCode).toBe(403);
    const disabledLogin = await staffLogin(t.app, {
      email: op.email,
      password: op.password,
      code: totpCodeAt(op.secret, Date.now() + 30_000),
    });
    expect(disabledLogin.statusCode).not.toBe(200);
    const reset = await staffCall(t.app, admin.cookie, 'POST', `${url}/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().password).not.toBe(op.password);
    const actions = (await auditRows(db(), admin.id))
      .map((r) => r.action)
      .filter((a) => a.startsWith('staff.'));
    // One row per site of the account (before and after): demo → demo and lavish-pl, then back.
    expect(actions.filter((a) => a !== 'staff.sign_in')).toEqual([
      'staff.update',
      'staff.update',
      'staff.disable',
      'staff.disable',
      'staff.reset',
    ]);
  });

  it('shows staff account changes only to admins of the account’s sites (issue 22)', async () => {
    const both = await createStaff(t.app, db(), 'admin', ['demo', 'lavish-pl']);
    const demoOnly = await createStaff(t.app, db(), 'admin', ['demo']);
    const lavishOnly = await createStaff(t.app, db(), 'admin', ['lavish-pl']);
    const made = await staffCall(t.app, both.cookie, 'POST', '/api/staff/accounts', {
      email: uniqueEmail('lavish-op'),
      name: 'Lena',
      role: 'operator',
      sites: ['lavish-pl'],
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().id as number;
    const url = `/api/staff/accounts/${id}`;
    const change = await staffCall(t.app, both.cookie, 'PUT', url, {
      role: 'moderator',
      sites: ['lavish-pl'],
      disabled: false,
    });
    expect(change.statusCode).toBe(200);
    expect((await staffCall(t.app, both.cookie, 'POST', `${url}/reset`)).statusCode).toBe(200);
    const seen = async (reader: { cookie: string }) => {
      const res = await staffCall(
        t.app,
        reader.cookie,
        'GET',
        `/api/staff/audit?target_type=staff&target_id=${id}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().rows as { action: string; site_key: string | null }[]).map((r) => [
        r.action,
        r.site_key,
      ]);
    };
    expect(await seen(demoOnly)).toEqual([]);
    const lavish = [
      ['staff.reset', 'lavish-pl'],
      ['staff.update', 'lavish-pl'],
      ['staff.create', 'lavish-pl'],
    ];
    expect(await seen(lavishOnly)).toEqual(lavish);
    expect(await seen(both)).toEqual(lavish);
  });
});
