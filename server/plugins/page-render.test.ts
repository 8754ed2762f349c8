import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@server/project-root';
import { setUpTestApp, signUp } from '@server/test/test-app';
import { renderPage } from '@web/entry-server';
import { describe, expect, it } from 'vitest';
import { loadLocaleBundles } from './i18n-messages';

// The source index.html and renderer, so this runs in a checkout without a web build (CI runs
// vitest before vite build); production serves the same from dist/web and dist/ssr.
const template = fs.readFileSync(path.join(PROJECT_ROOT, 'web/index.html'), 'utf8');
const t = setUpTestApp({ webPages: { template, renderer: renderPage } });
const en = JSON.parse(loadLocaleBundles().get('en')?.body ?? '{}');
const de = JSON.parse(loadLocaleBundles().get('de')?.body ?? '{}');
const EN = { 'accept-language': 'en' };

/** The page's HTML up to the first module script: what a browser paints before any app code. */
async function beforeScripts(url: string, headers: Record<string, string> = EN) {
  const res = await t.app.inject({ url, headers });
  const end = res.body.indexOf('<script type="module"');
  return { status: res.statusCode, html: res.body.slice(0, end < 0 ? undefined : end) };
}

describe('server-rendered public pages', () => {
  it('puts each public page’s content in the HTML before any script', async () => {
    const pages: [string, string][] = [
      ['/', en.landing.hero.cta],
      ['/login', en.auth.login.title],
      ['/signup', en.routes.signup],
      ['/pages/terms', en.legal.terms.who.h],
      ['/pages/faq', en.routes['pages-faq']],
      ['/landers/gallery/milf', en.landers.gallery],
      ['/landers/video/', en.landers.video],
      ['/landers/video', en.landers.video],
    ];
    for (const [url, text] of pages) {
      const { status, html } = await beforeScripts(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<div id="root" data-ssr="">');
      expect(html, url).toContain(text);
    }
  });

  it('renders in the visitor’s language and names the page in the title', async () => {
    const { html } = await beforeScripts('/pages/terms', { 'accept-language': 'de' });
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(de.legal.terms.who.h);
    expect(html).toContain(`<title>${de.routes['pages-terms']} · `);
  });

  it('leaves member pages, members and unknown addresses to the browser', async () => {
    const chats = await t.app.inject({ url: '/chats', headers: EN });
    expect(chats.body).toContain('<div id="root"></div>');
    const cookie = await signUp(t.app);
    const member = await t.app.inject({ url: '/', headers: { ...EN, cookie } });
    expect(member.body).toContain('<div id="root"></div>');
    const unknown = await t.app.inject({ url: '/landers/gallery/nonsense', headers: EN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('data-ssr');
  });
});
