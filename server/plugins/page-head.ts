import fs from 'node:fs';
import path from 'node:path';
import type { Settings } from '@common/api/settings';
import { findRoute } from '@common/routes';
import { nicheSlug } from '@common/rules/niche';
import { isTrackingParam } from '@common/rules/tracking';
import type { LocaleBundle } from './i18n-messages';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const LEGAL_PAGE = 'features/legal/pages/legal-page.tsx';
/**
 * Page modules of the public pages a visitor lands on (the same files web/app/pages.ts imports
 * lazily). Naming them lets the starter fetch the page's chunk together with the entry instead of
 * after it has run (decisions 013a, 021b).
 */
const PAGE_MODULES: Record<string, string> = {
  index: 'features/landing/pages/home-page.tsx',
  login: 'features/auth/pages/login-page.tsx',
  signup: 'features/signup/pages/signup-page.tsx',
  'pages-terms': LEGAL_PAGE,
  'pages-privacy': LEGAL_PAGE,
  'pages-return-policy': LEGAL_PAGE,
  'pages-faq': 'features/legal/pages/faq-page.tsx',
};

/**
 * Every lander type has the same page module, and its route waits for the signup gate's code too
 * (web/app/pages.ts, decision 023n): both are fetched at once.
 */
const LANDER_MODULES = [
  'features/landing/pages/lander-page.tsx',
  'features/signup/components/signup-gate.tsx',
];
const pageModules = (name: string): string[] => {
  if (name.startsWith('landers-')) return LANDER_MODULES;
  const module = PAGE_MODULES[name];
  return module ? [module] : [];
};

function escapeAttr(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function readManifest(webDist: string): Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The chunks a page module needs that the entry does not load already. */
export function pageChunks(manifest: Manifest, module: string): string[] {
  const entryKeys = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryKeys);
  if (!manifest[module]) return [];
  const page = new Set<string>();
  walk(module, page);
  return [...page].filter((k) => !entryKeys.has(k)).map((k) => `/${manifest[k]?.file}`);
}

type PageTexts = { subtitle: string | null; routes: Record<string, string> };

function textsOf(bundle: LocaleBundle | undefined, slug: string): PageTexts {
  if (!bundle) return { subtitle: null, routes: {} };
  const messages = JSON.parse(bundle.body) as {
    landing?: { hero?: Record<string, { subtitle?: string }> };
    routes?: Record<string, string>;
  };
  return { subtitle: messages.landing?.hero?.[slug]?.subtitle ?? null, routes: messages.routes ?? {} };
}

export type PageHead = {
  /** The tab title, as web/app/root-shell.tsx sets it after the page has loaded. */
  title: string;
  /** Tags for <head>, HTML-escaped. */
  tags: string;
};

/**
 * The <head> of a served page: title and description in the page's language, the canonical
 * address and Open Graph tags (public pages), and for the starter to preload after the first paint
 * (decision 021b) the message bundle (the app waits for it before its first render) and the page's
 * own chunks. No hreflang alternates: the address
 * carries no language (the same URL serves every language of the site, chosen per visitor), so
 * there is no other-language page to point to (decision 019e).
 */
export function createPageHead(locales: Map<string, LocaleBundle>, manifest: Manifest | null) {
  const texts = new Map<string, PageTexts>();
  // The manifest is fixed for the process: each page's chunk list is walked once.
  const chunks = new Map<string, string[]>();
  return (settings: Settings, lang: string, url: string, origin: string): PageHead => {
    const [pathname = '/', query = ''] = url.split('?');
    const slug = nicheSlug(settings.niche);
    const key = `${lang}:${slug}`;
    let text = texts.get(key);
    if (!text) {
      text = textsOf(locales.get(lang), slug);
      texts.set(key, text);
    }
    const route = findRoute(pathname)?.route;
    const name = route?.name;
    const routeTitle = name && name !== 'index' ? text.routes[name] : undefined;
    const title = routeTitle ? `${routeTitle} · ${settings.name}` : settings.name;
    const tags: string[] = [];
    // Paid traffic arrives with tracking parameters; those addresses must not be indexed.
    if ([...new URLSearchParams(query).keys()].some(isTrackingParam)) {
      tags.push('<meta name="robots" content="noindex">');
    }
    const description = text.subtitle;
    if (description) tags.push(`<meta name="description" content="${escapeAttr(description)}">`);
    if (route?.access === 'public') {
      // Without the query: tracking and funnel parameters make no other page.
      const canonical = escapeAttr(`${origin}${pathname}`);
      tags.push(
        `<link rel="canonical" href="${canonical}">`,
        '<meta property="og:type" content="website">',
        `<meta property="og:site_name" content="${escapeAttr(settings.name)}">`,
        `<meta property="og:title" content="${escapeAttr(title)}">`,
        `<meta property="og:url" content="${canonical}">`,
        `<meta property="og:locale" content="${escapeAttr(lang)}">`,
      );
      if (description) tags.push(`<meta property="og:description" content="${escapeAttr(description)}">`);
    }
    const hash = settings.i18n_hashes[lang];
    // Named for the starter, which preloads it with the modules after the first paint (decision 021b).
    if (hash) tags.push(`<meta name="page-messages" content="/_i18n/${hash}/${lang}/messages.json">`);
    const modules = name ? pageModules(name) : [];
    if (manifest && modules.length > 0) {
      const key = modules.join(' ');
      let files = chunks.get(key);
      if (!files) {
        files = [...new Set(modules.flatMap((m) => pageChunks(manifest, m)))];
        chunks.set(key, files);
      }
      // Named, not preloaded: the starter preloads them with the entry's after the first paint (decision 021b).
      if (files.length > 0) tags.push(`<meta name="page-modules" content="${escapeAttr(files.join(' '))}">`);
    }
    return { title, tags: tags.join('') };
  };
}
