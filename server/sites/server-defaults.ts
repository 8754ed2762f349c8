import type { DiscountCodeConfig } from '@common/api/payment-site-keys';

/**
 * Site settings whose defaults must never reach the browser. common/api (and so the web bundle
 * and its source map) only knows their shape; `scripts/check-bundle.ts` fails the build when one
 * of these values shows up in dist/.
 */
export const SERVER_ONLY_DEFAULTS: { discount_codes: DiscountCodeConfig[] } = {
  discount_codes: [
    { code: 'WELCOME25', kind: 'welcome', percent: 25 },
    { code: 'AMORE10', kind: 'general', percent: 10 },
  ],
};

/** Fills the server-only defaults into one raw site file before it is validated. */
export function withServerDefaults(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const site = raw as Record<string, unknown>;
  return Object.hasOwn(site, 'discount_codes')
    ? site
    : { ...site, discount_codes: SERVER_ONLY_DEFAULTS.discount_codes };
}
