import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Settings } from '@common/api/settings';
import { SESSION_COOKIE } from '@common/limits';
import { isBotUserAgent } from '@common/rules/bots';
import fastifyStatic from '@fastify/static';
import { requestOrigin } from '@server/sites/request-origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerCachedPages } from './cached-page-answer';
import { acceptedEncoding } from './compress';
import type { LocaleBundle } from './i18n-messages';
import { createPageCache } from './page-cache';
import { createPageHead, type PageHead, readManifest } from './page-head';
import { createPageRender } from './page-render';
import { type LoadedWebPages, WEB_DIST } from './web-pages';

const PLACEHOLDER = '<!--app-settings-->';

/** JSON inside a <script> must not be able to close it. */
export function safeJson(value: unknown): string {
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
  /** The request's settings, their page JSON, a number naming that JSON, and the page's language. */
  settingsFor: (req: FastifyRequest) => { settings: Settings; json: string; id: number; lang: string },
  locales: Map<string, LocaleBundle>,
  /** index.html and the public pages' renderer (loadWebPages). */
  pages: LoadedWebPages,
): Promise<void> {
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const { template } = pages;
  const renderedTemplate = pages.renderedTemplate ?? template;
  const headFor = createPageHead(locales, hasBuild ? readManifest(WEB_DIST) : null);
  const bodyFor = createPageRender(pages.renderer, locales);
  const answers = createPageCache();
  // Everything a cached answer depends on; the settings by the number of their JSON (a short key
  // hashes fast on every request). The template is fixed per process.
  const keyOf = (req: FastifyRequest, page: { id: number; lang: string }) =>
    `${page.lang}\n${requestOrigin(req)}\n${req.url}\n${page.id}`;
  answerCachedPages(app, answers, (req) => keyOf(req, settingsFor(req)));

  /**
   * Sends the cached answer, compressed as the client accepts (compress.ts then leaves it alone);
   * false when the key is not cached. (Not the reply: it is a thenable, awaiting it waits for the end.)
   */
  const sendCached = async (req: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> => {
    const encoding = acceptedEncoding(req);
    const body = await answers.body(key, encoding);
    if (!body) return false;
    if (encoding) reply.header('content-encoding', encoding);
    const policy = answers.policy(key);
    // security.ts keeps a policy the answer already has.
    if (policy) reply.header('content-security-policy', policy);
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
    return true;
  };

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
        // A hashed file never changes, so it is never revalidated nor resumed: no validators, no
        // ranges (and security.ts leaves off the document headers, decision 021b).
        if (immutable) for (const name of ['etag', 'last-modified', 'accept-ranges']) res.removeHeader(name);
      },
    });
  }

  app.decorate('sendIndex', async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (status >= 400 && isBotUserAgent(req.headers['user-agent'])) return sendPlainStatus(reply, status);
    if (!template || !renderedTemplate) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    const page = settingsFor(req);
    const { settings, json: settingsJson, lang } = page;
    const origin = requestOrigin(req);
    // A guest's server-rendered page is the same for everyone asking with the same key: the
    // whole answer is cached (decision 020a). A session cookie may be a member's: never cached.
    const cacheable = status === 200 && req.cookies[SESSION_COOKIE] === undefined;
    const key = keyOf(req, page);
    if (cacheable && (await sendCached(req, reply, key))) return reply;
    const body = status === 200 ? await bodyFor(req, settings, settingsJson, lang) : '';
    const full = renderIndex(
      body ? renderedTemplate : template,
      settings,
      lang,
      headFor(settings, lang, req.url, origin),
      body,
      settingsJson,
    );
    // A rendered page carries the public sheet's rules it can use, under its own policy (021e).
    const { html, policy } =
      body && pages.stylePage ? pages.stylePage(full) : { html: full, policy: undefined };
    // Only rendered pages: the shell of a member page is small and cheap to answer.
    if (cacheable && body) {
      answers.set(key, req.url, html, policy);
      if (await sendCached(req, reply, key)) return reply;
    }
    if (policy) reply.header('content-security-policy', policy);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
