import { call } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

const put = (who: TestMember, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { cookie: who.cookie }, payload });

async function uploadPhoto(who: TestMember): Promise<number> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
  const boundary = '----amorio-profile-test';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profileimage.php',
    headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json().image.id as number;
}

describe('editing my profile', () => {
  it('refuses bad values field by field and stores nothing of the good ones', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const before = (await call(t.app, m, 'GET', '/api/user.php')).json().user.profile;
    const res = await put(m, {
      name: '@handle',
      city: 'Utrecht',
      date_of_birth: '2015-01-01',
      country: 'XX',
      personal: { no_such_field: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'name_starts_with_at',
    });
    const res2 = await put(m, {
      name: '',
      city: 'Utrecht',
      date_of_birth: '2015-01-01',
      country: 'XX',
      personal: { no_such_field: 'x' },
    });
    expect(res2.json().fields).toEqual({
      name: 'required',
      date_of_birth: 'min_age',
      country: 'invalid',
      'personal.no_such_field': 'invalid',
    });
    const after = (await call(t.app, m, 'GET', '/api/user.php')).json().user.profile;
    expect(after).toEqual(before);
  });

  it('saves the name with the rest and refuses the e-mail address as name', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const me = (await call(t.app, m, 'GET', '/api/user.php')).json().user;
    expect((await put(m, { name: me.email.toUpperCase() })).json().fields).toEqual({
      name: 'name_equals_email',
    });
    const ok = await put(m, { name: 'Renamed', city: 'Gouda', gender: 'female' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.profile).toMatchObject({ name: 'Renamed', city: 'Gouda', gender: 'female' });
  });

  it('lists, chooses the main photo and deletes photos, only the member own', async () => {
    const m = await createMember(t.app, t.tdb.db);
    const stranger = await createMember(t.app, t.tdb.db);
    const first = await uploadPhoto(m);
    const second = await uploadPhoto(m);
    const list = async (who = m) =>
      (await call(t.app, who, 'GET', '/api/profileimage.php')).json().images as {
        id: number;
        is_main: boolean;
        status: string;
        reject_reason: string | null;
      }[];
    expect((await list()).map((i) => [i.id, i.is_main])).toEqual([
      [first, true],
      [second, false],
    ]);

    const setMain = (who: TestMember, image: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profileimage.php',
        headers: { cookie: who.cookie },
        payload: { image, main: true },
      });
    expect((await setMain(stranger, second)).statusCode).toBe(404);
    expect(
      (await call(t.app, stranger, 'DELETE', '/api/profileimage.php', { image: first })).statusCode,
    ).toBe(404);
    expect(await list(stranger)).toEqual([]);

    expect((await setMain(m, second)).statusCode).toBe(200);
    expect((await list()).find((i) => i.is_main)?.id).toBe(second);

    await t.tdb.db.$client.query(
      `update images set status = 'rejected', reject_reason = 'Not a photo of a person' where id = $1`,
      [first],
    );
    expect((await list()).find((i) => i.id === first)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Not a photo of a person',
    });
    expect((await setMain(m, first)).statusCode).toBe(404);

    expect((await call(t.app, m, 'DELETE', '/api/profileimage.php', { image: second })).statusCode).toBe(200);
    // The main photo went; a rejected one never becomes main.
    expect((await list()).map((i) => [i.id, i.is_main])).toEqual([[first, false]]);
  });
});
