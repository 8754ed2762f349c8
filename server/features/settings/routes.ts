import { getSettings } from '@common/api/settings';
import { route } from '@server/http/route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildSettings, type GeoHints } from './service';

/** What the settings read of a request to guess its country (no GeoIP database). */
export function geoHintsOf(req: FastifyRequest): GeoHints {
  return {
    countryHeader: req.headers['cf-ipcountry'] ?? req.headers['x-country-code'],
    acceptLanguage: req.headers['accept-language'],
  };
}

export function settingsRoutes(
  app: FastifyInstance,
  { i18nHashes, pushPubOf }: { i18nHashes: Record<string, string>; pushPubOf: (siteKey: string) => string },
): void {
  route(app, getSettings, async (req) =>
    buildSettings(req.site, geoHintsOf(req), i18nHashes, pushPubOf(req.site.key)),
  );
}
