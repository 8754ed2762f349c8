import type { SiteConfig } from '@common/api/settings';

/** Where an order's price country came from (decision 022b); kept on the order for review. */
export type CountrySource = 'header' | 'site';

export type PriceCountry = { country: string; source: CountrySource };

/**
 * What a request says about its country, read by the route: the COUNTRY_HEADER's value, and
 * whether a TRUST_PROXY proxy forwarded the request (only then is the header the CDN's: a client
 * talking to us directly could set it to any country).
 */
export type CountryEvidence = { viaTrustedProxy: boolean; header: string | string[] | undefined };

/**
 * The country whose currency and VAT a request is priced in, from evidence only, never from the
 * member: the CDN's country header when the deployment names one (COUNTRY_HEADER) and the
 * request came through a trusted proxy, else the site's first country. A GeoIP database would be
 * one more source between the two (decision 022b). A country the site does not sell in prices
 * as the site's first; the provider's evidence, checked at payment, shows any mismatch.
 */
export function priceCountry(evidence: CountryEvidence, site: SiteConfig): PriceCountry {
  const fromHeader = evidence.viaTrustedProxy ? headerCountry(evidence.header) : null;
  if (fromHeader && site.countries.includes(fromHeader)) return { country: fromHeader, source: 'header' };
  return { country: site.countries[0] ?? 'NL', source: 'site' };
}

function headerCountry(raw: string | string[] | undefined): string | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}
