import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Settings } from '@common/api/settings';
import { isBotUserAgent } from '@common/rules/bots';
import fastifyStatic from '@fastify/static';
import { PROJECT_ROOT } from '@server/project-root';
import { requestOrigin } from '@server/sites/request-origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LocaleBundle } from './i18n-messages';
import { createPageHead, type PageHead, readManifest } from './page-head';
import { createPageRender, loadPageRenderer, type PageRenderer } from './page-render';

/** What the server needs of the web app to answer a page (tests pass web/index.html and the source renderer). */
export type WebPages = { template: string; renderer: PageRenderer | null };

export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');
const PLACEHOLDER = '<!--app-settings-->';

/** JSON inside a <script> must not be able to close it. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderIndex(
  template: string,
  settings: Settings,
  lang: string,
  head: PageHead = { title: settings.name, tags: '' },
  /** Server-rendered content of #root (decision 019e); web/main.tsx hydrates it. */
  body = '',
  settingsJson = safeJson(settings),
): string {
  const tag = `${head.tags}<script type="application/json" id="app-settings">${settingsJson}</script>`;
  const withBody = body
    ? template.replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${body}</div>`)
    : template;
  return withBody
    .replace(PLACEHOLDER, () => tag)
    .replace('<title>amorio</title>', () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('<html lang="en">', `<html lang="${lang}" class="${settings.template}">`);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html (with the site's
 * settings inside) for every other page path so the client router can take over.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  /** Serve the bundles' source maps (they show the original source, comments included). */
  publicSourceMaps: boolean,
  settingsFor: (req: FastifyRequest) => { settings: Settings; lang: string },
  locales: Map<string, LocaleBundle>,
  /** index.html and the public pages' renderer; default: the build (dist/web, dist/ssr). */
  pages?: WebPages,
): Promise<void> {
  const indexPath = path.join(WEB_DIST, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const template = pages?.template ?? (hasBuild ? fs.readFileSync(indexPath, 'utf8') : null);
  const headFor = createPageHead(locales, hasBuild ? readManifest(WEB_DIST) : null);
  const bodyFor = createPageRender(pages ? pages.renderer : await loadPageRenderer(), locales);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => publicSourceMaps || !pathName.endsWith('.map'),
      // dist/web holds .br/.gz twins written at build (scripts/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.decorate('sendIndex', async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (status >= 400 && isBotUserAgent(req.headers['user-agent'])) return sendPlainStatus(reply, status);
    if (!template) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    const { settings, lang } = settingsFor(req);
    const settingsJson = safeJson(settings);
    const body = status === 200 ? await bodyFor(req, settings, settingsJson, lang) : '';
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderIndex(
          template,
          settings,
          lang,
          headFor(settings, lang, req.url, requestOrigin(req)),
          body,
          settingsJson,
        ),
      );
  });
}

/** Spec §2: a bot gets the bare status, never the error page with members or the signup form. */
function sendPlainStatus(reply: FastifyReply, status: number): FastifyReply {
  const text = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1></body></html>`,
    );
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndex(req: FastifyRequest, reply: FastifyReply, status?: number): Promise<FastifyReply>;
  }
}
