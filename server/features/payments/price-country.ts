import type { SiteConfig } from '@common/api/settings';
import type { FastifyRequest } from 'fastify';

/** Where an order's price country came from (decision 022b); kept on the order for review. */
export type CountrySource = 'header' | 'site';

export type PriceCountry = { country: string; source: CountrySource };

/**
 * The country whose currency and VAT a request is priced in, from evidence only, never from the
 * member: the CDN's country header when the deployment names one (COUNTRY_HEADER) and the
 * request came through a trusted proxy, else the site's first country. A GeoIP database would be
 * one more source between the two (decision 022b). A country the site does not sell in prices
 * as the site's first; the provider's evidence, checked at payment, shows any mismatch.
 */
export function priceCountry(
  req: FastifyRequest,
  site: SiteConfig,
  countryHeader: string | undefined,
): PriceCountry {
  const fromHeader = countryHeader ? trustedHeader(req, countryHeader) : null;
  if (fromHeader && site.countries.includes(fromHeader)) return { country: fromHeader, source: 'header' };
  return { country: site.countries[0] ?? 'NL', source: 'site' };
}

/**
 * The header's country, only on a request a TRUST_PROXY proxy forwarded: `req.ips` holds more than
 * the socket's address only when that peer is trusted and named a client (X-Forwarded-For). A
 * client talking to us directly could otherwise set the header to any country.
 */
function trustedHeader(req: FastifyRequest, name: string): string | null {
  if (req.ips === undefined || req.ips.length < 2) return null;
  const raw = req.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}
