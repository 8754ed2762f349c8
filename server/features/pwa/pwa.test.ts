import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

describe('web app manifest and icons', () => {
  it('gives each site its own installable app: name, colours and icons', async () => {
    const classic = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'localhost' } });
    const lavish = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'lavish.localhost' },
    });
    expect(classic.headers['content-type']).toContain('application/manifest+json');
    const c = classic.json();
    const l = lavish.json();
    expect(c).toMatchObject({ name: 'Amorio', display: 'standalone', scope: '/', theme_color: '#e11d48' });
    expect(l.name).not.toBe(c.name);
    expect(l.theme_color).toBe('#140c16');
    for (const icon of [...c.icons, ...l.icons] as { src: string; sizes: string }[]) {
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      // A PNG of the size the manifest says.
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(res.rawPayload.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
    expect((await t.app.inject({ url: '/icons/classic-64.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/icons/..%2f..%2fetc.png' })).statusCode).toBe(404);
  });
});
