import {
  nextIp,
  postSignup,
  sessionCookie,
  setUpTestApp,
  signUp,
  signupBody,
  uniqueEmail,
} from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

const q = async <T>(text: string, values: unknown[] = []) =>
  (await t.tdb.db.$client.query(text, values)).rows as T[];

describe('GET /api/geocode.php', () => {
  it.each([
    [52.0907, 5.1214, 'NL', 110, /^Utrecht$/],
    [53.2194, 6.5665, 'NL', 105, /^Groningen$/],
    [51.9244, 4.4777, 'NL', 112, /Rotterdam/],
    [51.2194, 4.4025, 'BE', 201, /Antwerpen|Antwerp/],
    [50.8466, 4.3528, 'BE', 202, /Brussel|Bruxelles|Brussels/],
    [50.6326, 5.5797, 'BE', 204, /Liège|Luik/],
    [52.2297, 21.0122, 'PL', 307, /Warsaw|Warszawa|Śródmieście/],
    [50.0647, 19.945, 'PL', 306, /Krak|Kraków|Stare Miasto/],
  ])('finds %f,%f in %s', async (lat, lon, country, region, city) => {
    const res = await t.app.inject({
      url: `/api/geocode.php?lat=${lat}&lon=${lon}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.country).toBe(country);
    expect(body.countryregion).toBe(region);
    expect(body.city).toMatch(city);
  });

  it('refuses coordinates outside the globe', async () => {
    const res = await t.app.inject({ url: '/api/geocode.php?lat=91&lon=0', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
  });
});

describe('catalogue calls', () => {
  it('GET /api/regions.php answers the stable numeric ids of the site countries', async () => {
    const res = await t.app.inject({ url: '/api/regions.php' });
    const { regions } = res.json();
    expect(regions.NL[0]).toEqual({ id: 101, name: 'Drenthe' });
    expect(regions.PL).toHaveLength(16);
  });

  it('GET /api/profile_fields.php lists select fields from allowed_values and textareas', async () => {
    const { fields } = (await t.app.inject({ url: '/api/profile_fields.php' })).json();
    const rel = fields.find((f: { name: string }) => f.name === 'relationship');
    expect(rel.type).toBe('select');
    expect(rel.options.map((o: { value: string }) => o.value)).toContain('single');
    expect(fields.find((f: { name: string }) => f.name === 'about_me').type).toBe('textarea');
  });

  it('settings carry a VAPID public key: a 65-byte uncompressed P-256 point', async () => {
    const settings = (await t.app.inject({ url: '/api/settings.php' })).json();
    const raw = Buffer.from(settings.push_pub, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const lavish = (
      await t.app.inject({ url: '/api/settings.php', headers: { host: 'lavish.localhost' } })
    ).json();
    expect(lavish.push_pub).not.toBe(settings.push_pub);
  });
});

describe('POST /api/user.php?push=1', () => {
  const subscription = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

  it('attaches the subscription to the member, once per endpoint', async () => {
    const email = uniqueEmail('push');
    const cookie = await signUp(t.app, email);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { cookie },
        payload: { subscription: subscription('https://push.example.test/sub/1') },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await q<{ email: string }>(
      `select u.email from push_subscriptions ps join users u on u.id = ps.user_id where ps.endpoint = $1`,
      ['https://push.example.test/sub/1'],
    );
    expect(rows).toEqual([{ email }]);
  });

  it('refuses a guest and a malformed subscription', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: subscription('https://push.example.test/sub/2') },
    });
    expect(guest.statusCode).toBe(403);
    const cookie = await signUp(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: { subscription: { endpoint: 'not a url', keys: {} } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves ?new=1 account creation working on the same path', async () => {
    const email = uniqueEmail('same-path');
    const res = await postSignup(t.app, await signupBody(email));
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/^amorio_session=/);
  });
});
