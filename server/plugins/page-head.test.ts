import type { Settings } from '@common/api/settings';
import { describe, expect, it } from 'vitest';
import { loadLocaleBundles } from './i18n-messages';
import { createPageHead, pageChunks } from './page-head';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_form.js': { file: 'assets/form-3.js', imports: ['_react.js'] },
  'features/signup/pages/signup-page.tsx': { file: 'assets/signup-4.js', imports: ['_form.js'] },
  'features/landing/home-page.tsx': { file: 'assets/home-5.js', imports: ['_react.js'] },
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
    const settings = { niche: 1, i18n_hashes: { pl: 'abc123' } } as unknown as Settings;
    const html = head(settings, 'pl', '/');
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain(JSON.parse(locales.get('pl')?.body ?? '{}').landing.hero.general.subtitle);
    expect(html).toContain(
      '<link rel="preload" href="/_i18n/abc123/pl/messages.json" as="fetch" crossorigin>',
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/home-5.js">');
    expect(head(settings, 'pl', '/chats')).not.toContain('modulepreload');
    expect(html).not.toContain('noindex');
    expect(head(settings, 'pl', '/landers/gallery/milf?network=adnet&page=2')).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});
