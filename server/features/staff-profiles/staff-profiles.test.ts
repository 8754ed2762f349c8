import { createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall } from '@server/test/staff-fixtures';
import { setUpTestApp, TEST_UA } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();
const body = {
  site_key: 'demo',
  name: 'Lena',
  gender: 'female',
  birth_date: '1995-04-02',
  country: 'NL',
  city: 'Utrecht',
  about_me: 'Loves the sea.',
  hidden: false,
};

describe('fictional profiles (admin)', () => {
  it('creates, edits and hides a fictional profile; members see it labelled, then not at all', async () => {
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const member = await createMember(t.app, t.tdb.db);
    const created = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/fictional', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const seen = await t.app.inject({
      url: `/api/member.php?profile=${id}`,
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).toContain('"type":"fictional"');
    const list = await staffCall(t.app, admin.cookie, 'GET', '/api/staff/fictional');
    expect(list.json().profiles.find((p: { id: number }) => p.id === id)).toMatchObject({
      name: 'Lena',
      city: 'Utrecht',
    });
    const hide = await staffCall(t.app, admin.cookie, 'PUT', `/api/staff/fictional/${id}`, {
      ...body,
      hidden: true,
    });
    expect(hide.statusCode).toBe(200);
    const gone = await t.app.inject({
      url: `/api/member.php?profile=${id}`,
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(gone.statusCode).toBe(404);
    expect(
      (await auditRows(t.tdb.db, admin.id)).map((r) => r.action).filter((a) => a.startsWith('profile')),
    ).toEqual(['profile.create', 'profile.edit']);
  });

  it('refuses an under-age birth date and another site, and changes nothing', async () => {
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const young = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/fictional', {
      ...body,
      birth_date: '2015-01-01',
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().fields.birth_date).toBe('min_age');
    const other = await staffCall(t.app, admin.cookie, 'POST', '/api/staff/fictional', {
      ...body,
      site_key: 'lavish-pl',
    });
    expect(other.statusCode).toBe(404);
    expect(await auditRows(t.tdb.db, admin.id, 'profile.create')).toHaveLength(0);
  });
});
