/** Pure price rules shared by the server (what is charged) and the web (what is shown). */

export const PAYMENT_METHODS = ['ideal', 'bancontact', 'blik', 'przelewy24', 'creditcard', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHODS_BY_COUNTRY: Record<string, PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal'],
  BE: ['bancontact', 'creditcard', 'paypal'],
  PL: ['blik', 'przelewy24', 'creditcard'],
};
const DEFAULT_METHODS: PaymentMethod[] = ['creditcard', 'paypal'];

/** Methods offered for a payment country, most used first. */
export function methodsFor(country: string): PaymentMethod[] {
  return METHODS_BY_COUNTRY[country.toUpperCase()] ?? DEFAULT_METHODS;
}

export type Discount = {
  code: string;
  kind: 'general' | 'welcome' | 'time_bonus';
  percent: number;
  expires_at: string | null;
};

/**
 * Spec §3: the active discount is the time bonus if present, otherwise the welcome code. A
 * general code the member typed in competes with that one and the larger percentage wins, so
 * typing a code can never make a price worse.
 */
export function activeDiscount(c: {
  timeBonus?: Discount | null;
  welcome?: Discount | null;
  general?: Discount | null;
}): Discount | null {
  const standing = c.timeBonus ?? c.welcome ?? null;
  if (!c.general) return standing;
  if (!standing) return c.general;
  return c.general.percent > standing.percent ? c.general : standing;
}

export type PriceBreakdown = { net: number; vat: number; gross: number };

/** Net minor units → net, VAT and gross after a discount; each rounded to whole minor units. */
export function priceFor(
  netBeforeDiscount: number,
  vatPermille: number,
  discountPercent = 0,
): PriceBreakdown {
  const net = Math.round((netBeforeDiscount * (100 - discountPercent)) / 100);
  const vat = Math.round((net * vatPermille) / 1000);
  return { net, vat, gross: net + vat };
}

/** Minor units → the decimal string payment APIs expect ("10.00"); all our currencies have 2 decimals. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function decimalToMinor(value: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return Number.NaN;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/**
 * Countries of a site whose currency some credit package or premium plan has no price in. A site
 * must sell in the currency of every country it lists (decision 017a); otherwise a member there
 * would see euro prices with their own country's VAT, or nothing at all.
 */
export function unpricedCountries(site: {
  countries: readonly string[];
  payment_currencies: Record<string, string>;
  credit_packages: readonly { prices: Record<string, number> }[];
  premium_plans: readonly { prices: Record<string, number> }[];
}): string[] {
  const products = [...site.credit_packages, ...site.premium_plans];
  return site.countries.filter((country) => {
    const currency = site.payment_currencies[country] ?? 'EUR';
    return products.some((p) => !p.prices[currency]);
  });
}
