import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/**
 * premiumAdvantagesCheckmark and premium_advantages (docs/site-settings.md): the demo site here
 * turns the checkmarks on and lists two advantages; the lavish site keeps the defaults.
 */
const t = setUpTestApp(() => ({
  sites: new SiteRegistry(
    readSiteConfigs().map((s) =>
      s.key === 'demo'
        ? {
            ...s,
            premium_advantages: ['read_receipts' as const, 'who_liked_you' as const],
            features: { ...s.features, premiumAdvantagesCheckmark: true },
          }
        : s,
    ),
  ),
}));

const catalogue = async (host: string) =>
  (await t.app.inject({ url: '/api/credits.php', headers: { host } })).json();

describe('the catalogue of premium advantages', () => {
  it('follows the site’s choice of advantages and checkmarks', async () => {
    expect(await catalogue('localhost')).toMatchObject({
      advantages: ['read_receipts', 'who_liked_you'],
      advantages_checkmark: true,
    });
  });

  it('keeps the defaults elsewhere: every advantage, no checkmarks', async () => {
    const c = await catalogue('lavish.localhost');
    expect(c.advantages_checkmark).toBe(false);
    expect(c.advantages).toEqual(expect.arrayContaining(['who_liked_you', 'read_receipts', 'no_cam_tiles']));
  });
});
