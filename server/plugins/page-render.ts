import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Settings } from '@common/api/settings';
import { SESSION_COOKIE } from '@common/limits';
import { findRoute } from '@common/routes';
import { PROJECT_ROOT } from '@server/project-root';
import type { FastifyRequest } from 'fastify';
import type { LocaleBundle } from './i18n-messages';

/** What web/entry-server.tsx exports (kept structural: the server does not import web code). */
export type PageRenderer = (input: {
  url: string;
  settings: Settings;
  lang: string;
  messages: string;
  /** The bundle's content hash: same hash, same messages. */
  messagesHash: string;
}) => Promise<string | null>;

const SSR_ENTRY = path.join(PROJECT_ROOT, 'dist/ssr/entry-server.js');

/**
 * The public pages a visitor lands on (issue 13.5): rendered on the server for guests so they
 * paint before the JavaScript has run. Member pages and pages that show one member's data are
 * not: they depend on who asks and what the database holds (decision 019e).
 */
const RENDERED_PAGES = new Set([
  'index',
  'login',
  'signup',
  'pages-faq',
  'pages-terms',
  'pages-privacy',
  'pages-return-policy',
  'static-test',
  'complaints',
  'landers-video',
  'landers-gallery',
  'landers-maplanding',
  'landers-alonetonight',
  'landers-iconslanding',
  'landers-socialnetwork',
  'landers-collagelanding',
  'landers-transitionsvideolanding',
]);

/** Rendered pages kept per site, language, settings and address; oldest dropped first. */
const CACHE_SIZE = 500;

/** The SSR build's renderer, or null when this checkout has not built it (`vite build`). */
export async function loadPageRenderer(file = SSR_ENTRY): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
  return mod.renderPage ?? null;
}

function isRenderedPage(pathname: string): boolean {
  // A lander without a slug (`/landers/video`, `/landers/video/`) shows the site's own niche; the
  // route table's `*` needs a segment, the router's does not.
  const bare = /^\/landers\/([a-z]+)\/?$/.exec(pathname);
  const name = bare ? `landers-${bare[1]}` : findRoute(pathname)?.route.name;
  return name !== undefined && RENDERED_PAGES.has(name);
}

/**
 * The HTML inside #root for a request, or '' when the page is left to the browser: a member (or
 * anyone with a session cookie, who may be one), a page not in the list, or a render that failed.
 * The same page for the same site, language and settings renders once and is then reused.
 */
export function createPageRender(renderer: PageRenderer | null, locales: Map<string, LocaleBundle>) {
  // Promises, so that a burst of first requests for a page (a lander's campaign starting)
  // renders it once instead of once per request.
  const cache = new Map<string, Promise<string>>();
  const render = async (req: FastifyRequest, settings: Settings, lang: string, bundle: LocaleBundle) => {
    try {
      return (
        (await renderer?.({
          url: `http://localhost${req.url}`,
          settings,
          lang,
          messages: bundle.body,
          messagesHash: bundle.hash,
        })) ?? ''
      );
    } catch (err) {
      // The browser still renders the page; the log says why the server could not.
      req.log.error({ err, url: req.url }, 'server render failed');
      return '';
    }
  };
  return (req: FastifyRequest, settings: Settings, settingsJson: string, lang: string): Promise<string> => {
    if (!renderer || req.cookies[SESSION_COOKIE]) return Promise.resolve('');
    const pathname = req.url.split('?')[0] ?? '/';
    if (!isRenderedPage(pathname)) return Promise.resolve('');
    const bundle = locales.get(lang);
    if (!bundle) return Promise.resolve('');
    const key = `${lang}\n${req.url}\n${settingsJson}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const html = render(req, settings, lang, bundle);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, html);
    return html;
  };
}
