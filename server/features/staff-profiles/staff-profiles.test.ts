import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@server/storage/local-storage';
import { insertFictionalProfile } from '@server/test/chat-fixtures';
import { multipartFile, testJpeg } from '@server/test/multipart';
import { createMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall } from '@server/test/staff-fixtures';
import { setUpTestApp, TEST_UA } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-fictional-photos-'));
const t = setUpTestApp({ storage: createLocalStorage(dir) });
const files = () => fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));
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

  it("adds fictional photos through the members' upload checks, sets the main one and deletes, audited", async () => {
    const admin = await createStaff(t.app, t.tdb.db, 'admin');
    const other = await createStaff(t.app, t.tdb.db, 'admin', ['lavish-pl']);
    const profile = await insertFictionalProfile(t.tdb.db);
    const url = `/api/staff/fictional/${profile}/photos`;
    const upload = async (cookie: string, body: Buffer, name = 'me.jpg', type = 'image/jpeg') => {
      const m = multipartFile(name, type, body);
      return staffCall(t.app, cookie, 'POST', url, m.payload, m.contentType);
    };
    const before = files().length;
    // The same content check as a member's upload: text named .jpg is no photo; nothing is kept.
    const bad = await upload(admin.cookie, Buffer.from('not an image at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('photo_invalid');
    expect(files()).toHaveLength(before);
    expect(await auditRows(t.tdb.db, admin.id, 'profile.photo_add')).toHaveLength(0);
    // Another site's admin: as if the profile did not exist.
    expect((await upload(other.cookie, await testJpeg())).statusCode).toBe(404);

    const first = (await upload(admin.cookie, await testJpeg())).json().id as number;
    const second = (await upload(admin.cookie, await testJpeg())).json().id as number;
    expect(files()).toHaveLength(before + 4);
    const list = async () => (await staffCall(t.app, admin.cookie, 'GET', url)).json().images;
    expect(await list()).toMatchObject([
      { id: first, status: 'active', is_main: true },
      { id: second, status: 'active', is_main: false },
    ]);
    const main = await staffCall(t.app, admin.cookie, 'PUT', `${url}/${second}/main`);
    expect(main.statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ id: second, is_main: true });
    // Members see the fictional profile with its main photo once the nudity model has passed it
    // (its verdict set here; the classification job has its own tests).
    await t.tdb.db.$client.query(
      `update images set classify_state = 'done', nudity = false where profile_id = $1`,
      [profile],
    );
    const member = await createMember(t.app, t.tdb.db);
    const seen = await t.app.inject({
      url: `/api/member.php?profile=${profile}`,
      headers: { cookie: member.cookie, 'user-agent': TEST_UA },
    });
    expect(JSON.stringify(seen.json())).toContain(`${profile}/`);
    expect((await staffCall(t.app, other.cookie, 'DELETE', `${url}/${second}`)).statusCode).toBe(404);
    const del = await staffCall(t.app, admin.cookie, 'DELETE', `${url}/${second}`);
    expect(del.statusCode).toBe(200);
    expect(await list()).toMatchObject([{ id: first, is_main: true }]);
    expect(files()).toHaveLength(before + 2);
    expect((await staffCall(t.app, admin.cookie, 'DELETE', `${url}/${second}`)).statusCode).toBe(404);
    const actions = (await auditRows(t.tdb.db, admin.id)).map((r) => r.action);
    expect(actions.filter((a) => a.startsWith('profile.photo'))).toEqual([
      'profile.photo_add',
      'profile.photo_add',
      'profile.photo_main',
      'profile.photo_delete',
    ]);
  });
});
