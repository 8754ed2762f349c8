import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteConfigs, SITES_DIR } from './load-sites';

/** Issue 25.4: a site file with an unknown key or a wrong type is refused at start. */
const demo = JSON.parse(fs.readFileSync(path.join(SITES_DIR, 'demo.json'), 'utf8')) as Record<
  string,
  unknown
>;
const dirs: string[] = [];

function siteDir(site: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-sites-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(site));
  return dir;
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('readSiteConfigs', () => {
  it('reads the demo site as it is', () => {
    const [site] = readSiteConfigs(siteDir(demo));
    expect(site?.key).toBe('demo');
    expect(site?.features.chatSidebar).toBe(false);
  });

  it('refuses an unknown key, naming the file and the key, at the top and inside features', () => {
    const dir = siteDir({ ...demo, chat_sidebar: true, features: { chatSidbar: true } });
    expect(() => readSiteConfigs(dir)).toThrow(
      `${path.join(dir, 'broken.json')}: features.chatSidbar: unknown key; chat_sidebar: unknown key`,
    );
  });

  it('refuses a wrong type, naming the key and what it must be', () => {
    const dir = siteDir({ ...demo, features: { chatSidebar: 'yes' } });
    expect(() => readSiteConfigs(dir)).toThrow(/broken\.json: features\.chatSidebar: .*expected boolean/);
  });

  it('refuses an icon or a search field the app does not have', () => {
    const dir = siteDir({ ...demo, fictional_icon: 'unicorn', search_fields: ['gender', 'height'] });
    expect(() => readSiteConfigs(dir)).toThrow(/search_fields\.1: .*"countryregion".*; fictional_icon: /);
  });

  it('refuses a file that is not JSON', () => {
    const dir = siteDir(demo);
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "key": ');
    expect(() => readSiteConfigs(dir)).toThrow(/broken\.json: not valid JSON/);
  });

  it('loads a test site folder besides the real one, and refuses a key used twice', () => {
    const extra = siteDir({ ...demo, key: 'flags-test', default: false, hosts: ['flags.localhost'] });
    expect(readSiteConfigs(SITES_DIR, extra).map((s) => s.key)).toContain('flags-test');
    const twice = siteDir({ ...demo, default: false, hosts: ['other.localhost'] });
    expect(() => readSiteConfigs(SITES_DIR, twice)).toThrow('Two site files have the key demo');
  });
});
