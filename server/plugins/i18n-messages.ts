import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, MESSAGE_CACHE_MS } from '@common/limits';
import { PROJECT_ROOT } from '@server/project-root';
import type { FastifyInstance } from 'fastify';

export const LOCALES_DIR = path.join(PROJECT_ROOT, 'web/i18n/locales');

export type LocaleBundle = { hash: string; body: string };

/** Merges web/i18n/locales/<locale>/<feature>.json into one object keyed by feature. */
export function loadLocaleBundles(dir = LOCALES_DIR): Map<string, LocaleBundle> {
  const bundles = new Map<string, LocaleBundle>();
  for (const locale of LOCALES) {
    const localeDir = path.join(dir, locale);
    const merged: Record<string, unknown> = {};
    // A locale folder that is missing loads as empty; the locale test fails on missing keys.
    const files = fs.existsSync(localeDir) ? fs.readdirSync(localeDir).sort() : [];
    for (const file of files) {
      if (!file.endsWith('.json')) continue;
      merged[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8'));
    }
    const body = JSON.stringify(merged);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    bundles.set(locale, { hash, body });
  }
  return bundles;
}

/**
 * GET /_i18n/{hash}/{locale}/messages.json. A request naming the current hash may be cached
 * for good (the URL changes with the content); any other hash is answered with no-cache.
 */
export function registerI18nMessages(app: FastifyInstance, bundles: Map<string, LocaleBundle>): void {
  app.get<{ Params: { hash: string; locale: string } }>(
    '/_i18n/:hash/:locale/messages.json',
    { schema: { hide: true } },
    async (req, reply) => {
      const bundle = bundles.get(req.params.locale);
      if (!bundle) return reply.code(404).send({ error: 'not_found', message: 'Unknown locale.' });
      const cacheable = req.params.hash === bundle.hash;
      reply.header(
        'cache-control',
        cacheable ? `public, max-age=${MESSAGE_CACHE_MS / 1000}, immutable` : 'no-cache',
      );
      reply.header('etag', `"${bundle.hash}"`);
      return reply.type('application/json; charset=utf-8').send(bundle.body);
    },
  );
}

export function localeHashes(bundles: Map<string, LocaleBundle>): Record<string, string> {
  return Object.fromEntries([...bundles].map(([l, b]) => [l, b.hash]));
}
