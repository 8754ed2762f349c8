import { type Settings, type SiteConfig, settingsSchema } from '@common/api/settings';
import { parseAcceptLanguage } from '@common/rules/locale';
import { regionDataFor } from '@common/rules/regions';

type Computed = 'region_data' | 'push_pub' | 'geoip_country' | 'geoip_selected_country' | 'i18n_hashes';
const COMPUTED = new Set<string>([
  'region_data',
  'push_pub',
  'geoip_country',
  'geoip_selected_country',
  'i18n_hashes',
]);
/**
 * Only the keys of the public Settings schema reach the page: a site file also holds secrets and
 * business data (discount codes, partner accounts, welcome credits) that must never be sent.
 */
const PUBLIC_KEYS = Object.keys(settingsSchema.shape).filter((k) => !COMPUTED.has(k)) as (keyof SiteConfig &
  keyof Settings)[];

/** What a request tells of its country: a proxy's country header and the browser's languages. */
export type GeoHints = { countryHeader: string | string[] | undefined; acceptLanguage: string | undefined };

/** Builds the Settings of spec §3 for a request's site. */
export function buildSettings(
  site: SiteConfig,
  hints: GeoHints,
  i18nHashes: Record<string, string>,
  pushPub = '',
): Settings {
  return settingsIn(site, geoipCountry(hints, site), i18nHashes, pushPub);
}

function settingsIn(
  site: SiteConfig,
  geo: string,
  i18nHashes: Record<string, string>,
  pushPub: string,
): Settings {
  const pub = Object.fromEntries(PUBLIC_KEYS.map((k) => [k, site[k]])) as Omit<Settings, Computed>;
  return {
    ...pub,
    region_data: regionDataFor(site.countries),
    push_pub: pushPub,
    geoip_country: geo,
    geoip_selected_country: site.countries.includes(geo) ? geo : (site.countries[0] ?? ''),
    i18n_hashes: i18nHashes,
  };
}

/**
 * Without a GeoIP database we trust a proxy's country header when one is present, else the
 * region of the browser's preferred language (nl-BE → BE).
 */
function geoipCountry(hints: GeoHints, site: SiteConfig): string {
  const header = hints.countryHeader;
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  if (fromHeader && /^[A-Z]{2}$/.test(fromHeader)) return fromHeader;
  for (const tag of parseAcceptLanguage(hints.acceptLanguage)) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (region && /^[A-Z]{2}$/.test(region)) return region;
  }
  return site.countries[0] ?? '';
}

/** A page's settings, their JSON for the page and a number naming that JSON (cache keys). */
export type PageSettings = { settings: Settings; json: string; id: number };

let pageSettingsSerial = 0;

/**
 * Settings for served pages: what a request's settings depend on is its site and country, so
 * each pair is built and serialised once (they were a quarter of a cached page's time, 020a).
 * Shared between requests: never mutated. A reloaded site is a new object, so it starts afresh.
 */
export function createPageSettings(
  i18nHashes: Record<string, string>,
  pushPubOf: (siteKey: string) => string,
  /** JSON safe inside a <script> (static-web's safeJson). */
  toJson: (settings: Settings) => string,
): (site: SiteConfig, hints: GeoHints) => PageSettings {
  const bySite = new WeakMap<SiteConfig, Map<string, PageSettings>>();
  return (site, hints) => {
    const geo = geoipCountry(hints, site);
    let byCountry = bySite.get(site);
    if (!byCountry) {
      byCountry = new Map();
      bySite.set(site, byCountry);
    }
    let hit = byCountry.get(geo);
    if (!hit) {
      const settings = settingsIn(site, geo, i18nHashes, pushPubOf(site.key));
      hit = { settings, json: toJson(settings), id: ++pageSettingsSerial };
      byCountry.set(geo, hit);
    }
    return hit;
  };
}
