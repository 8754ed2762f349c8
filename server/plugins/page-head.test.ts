import type { Settings } from '@common/api/settings';
import { describe, expect, it } from 'vitest';
import { loadLocaleBundles } from './i18n-messages';
import { createPageHead, pageChunks } from './page-head';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_form.js': { file: 'assets/form-3.js', imports: ['_react.js'] },
  'features/signup/pages/signup-page.tsx': { file: 'assets/signup-4.js', imports: ['_form.js'] },
  'features/landing/pages/home-page.tsx': { file: 'assets/home-5.js', imports: ['_react.js'] },
  'features/landing/pages/lander-page.tsx': { file: 'assets/lander-6.js', imports: ['_form.js'] },
  'features/signup/components/signup-gate.tsx': { file: 'assets/gate-7.js', imports: ['_form.js'] },
};

describe('page head', () => {
  it("preloads a page's own chunks, not those the entry loads already", () => {
    expect(pageChunks(manifest, 'features/signup/pages/signup-page.tsx')).toEqual([
      '/assets/signup-4.js',
      '/assets/form-3.js',
    ]);
    expect(pageChunks(manifest, 'missing.tsx')).toEqual([]);
  });

  it("describes the page in its language and preloads that language's messages", () => {
    const locales = loadLocaleBundles();
    const head = createPageHead(locales, manifest);
    const settings = { name: 'Amorio', niche: 1, i18n_hashes: { pl: 'abc123' } } as unknown as Settings;
    const html = head(settings, 'pl', '/', 'https://a.test').tags;
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain(JSON.parse(locales.get('pl')?.body ?? '{}').landing.hero.general.subtitle);
    expect(html).toContain('<meta name="page-messages" content="/_i18n/abc123/pl/messages.json">');
    expect(html).toContain('<meta name="page-modules" content="/assets/home-5.js">');
    expect(head(settings, 'pl', '/signup', 'https://a.test').tags).toContain(
      '<meta name="page-modules" content="/assets/signup-4.js /assets/form-3.js">',
    );
    expect(head(settings, 'pl', '/landers/gallery/milf', 'https://a.test').tags).toContain(
      // The lander's route waits for the signup gate's code too (decision 023n): fetched together.
      '<meta name="page-modules" content="/assets/lander-6.js /assets/form-3.js /assets/gate-7.js">',
    );
    expect(head(settings, 'pl', '/chats', 'https://a.test').tags).not.toContain('page-modules');
    expect(html).not.toContain('noindex');
    expect(
      head(settings, 'pl', '/landers/gallery/milf?network=adnet&page=2', 'https://a.test').tags,
    ).toContain('<meta name="robots" content="noindex">');
  });

  it('names the canonical address and Open Graph tags of public pages, in the page language', () => {
    const head = createPageHead(loadLocaleBundles(), null);
    const settings = { name: 'Amo & Rio', niche: 1, i18n_hashes: {} } as unknown as Settings;
    const terms = head(settings, 'de', '/pages/terms?utm_source=x', 'https://de.amorio.test');
    const deRoutes = JSON.parse(loadLocaleBundles().get('de')?.body ?? '{}').routes;
    expect(terms.title).toBe(`${deRoutes['pages-terms']} · Amo & Rio`);
    expect(terms.tags).toContain('<link rel="canonical" href="https://de.amorio.test/pages/terms">');
    expect(terms.tags).toContain('<meta property="og:url" content="https://de.amorio.test/pages/terms">');
    expect(terms.tags).toContain('<meta property="og:site_name" content="Amo &#38; Rio">');
    expect(terms.tags).toContain('<meta property="og:locale" content="de">');
    expect(terms.tags).toContain('<meta property="og:description" content="');
    // One address serves every language, so there is no alternate to name.
    expect(terms.tags).not.toContain('hreflang');
    expect(head(settings, 'de', '/', 'https://x.test').title).toBe('Amo & Rio');
    // Member pages are nobody's landing: no canonical, no Open Graph.
    const chats = head(settings, 'de', '/chats', 'https://x.test').tags;
    expect(chats).not.toContain('canonical');
    expect(chats).not.toContain('og:');
  });
});
