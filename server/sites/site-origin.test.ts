import { describe, expect, it } from 'vitest';
import { readSiteConfigs } from './load-sites';
import { siteOrigin } from './site-origin';

const sites = readSiteConfigs();
const site = (key: string) => {
  const s = sites.find((c) => c.key === key);
  if (!s) throw new Error(`no site ${key}`);
  return s;
};
const demo = site('demo');
const lavish = site('lavish-pl');

describe('siteOrigin', () => {
  it('uses PUBLIC_URL only for the site it belongs to; another site keeps its own domain', () => {
    const publicUrl = 'https://demo.amorio.test/';
    expect(siteOrigin(demo, { publicUrl })).toBe('https://demo.amorio.test');
    expect(siteOrigin(lavish, { publicUrl })).toBe('https://pl.amorio.test');
  });

  it('leads each site to its own local host in development without SMTP', () => {
    expect(siteOrigin(demo, { localPort: 8099 })).toBe('http://localhost:8099');
    expect(siteOrigin(lavish, { localPort: 8099 })).toBe('http://lavish.localhost:8099');
    // PUBLIC_URL still wins for its own site.
    const publicUrl = 'http://pl.amorio.test:8443';
    expect(siteOrigin(lavish, { publicUrl, localPort: 8099 })).toBe('http://pl.amorio.test:8443');
    expect(siteOrigin(demo, { publicUrl, localPort: 8099 })).toBe('http://localhost:8099');
  });

  it('falls back to https on the site domain, whatever host names PUBLIC_URL carries', () => {
    expect(siteOrigin(demo, {})).toBe('https://demo.amorio.test');
    expect(siteOrigin(demo, { publicUrl: 'https://evil.example' })).toBe('https://demo.amorio.test');
  });
});
