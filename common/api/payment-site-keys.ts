import { z } from 'zod';

/** Prices in integer minor units (cents, grosze), per ISO currency, excluding VAT. */
const pricesSchema = z.record(z.string().length(3), z.number().int().positive());

export const creditPackageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  credits: z.number().int().positive(),
  prices: pricesSchema,
  highlighted: z.boolean().default(false),
});

export const premiumPlanSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  months: z.number().int().positive(),
  prices: pricesSchema,
});

export const discountCodeSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
  kind: z.enum(['general', 'welcome']),
  percent: z.number().int().min(1).max(90),
  valid_until: z.string().datetime({ offset: true }).optional(),
});
export type DiscountCodeConfig = z.infer<typeof discountCodeSchema>;

export const PREMIUM_ADVANTAGES = [
  'who_liked_you',
  'read_receipts',
  'no_cam_tiles',
  'message_price',
] as const;

/**
 * Per-site catalogue and payment keys (siteConfigSchema spreads these in). Prices are net and
 * VAT is added per payment country, so one catalogue serves every country of a site.
 */
export const paymentSiteKeys = {
  credit_packages: z
    .array(creditPackageSchema)
    .min(1)
    .default([
      { id: 'starter', credits: 25, prices: { EUR: 995, PLN: 3995, GBP: 849 }, highlighted: false },
      { id: 'popular', credits: 60, prices: { EUR: 1995, PLN: 7995, GBP: 1699 }, highlighted: true },
      { id: 'value', credits: 150, prices: { EUR: 3995, PLN: 15995, GBP: 3399 }, highlighted: false },
    ]),
  premium_plans: z
    .array(premiumPlanSchema)
    .min(1)
    .default([
      { id: 'month', months: 1, prices: { EUR: 1495, PLN: 5995, GBP: 1299 } },
      { id: 'quarter', months: 3, prices: { EUR: 3495, PLN: 13995, GBP: 2999 } },
    ]),
  /**
   * Payment country → currency; countries not listed pay in EUR. The United Kingdom pays in
   * pounds (docs/decisions/017a-payment-currency-per-country.md): every country a site sells in
   * must have its currency priced, which the site config check enforces.
   */
  payment_currencies: z.record(z.string().length(2), z.string().length(3)).default({ PL: 'PLN', GB: 'GBP' }),
  /** Payment country → VAT rate in permille (210 = 21 %); countries not listed use vat_default_permille. */
  vat_permille: z
    .record(z.string().length(2), z.number().int().min(0).max(500))
    .default({ NL: 210, BE: 210, DE: 190, AT: 200, FR: 200, GB: 200, IE: 230, PL: 230, IT: 220, ES: 210 }),
  vat_default_permille: z.number().int().min(0).max(500).default(210),
  /**
   * Secret-ish codes: this file reaches the web bundle, so the defaults live on the server
   * (server/sites/server-defaults.ts) and are filled in when a site file lists none.
   */
  discount_codes: z.array(discountCodeSchema).default([]),
  premium_advantages: z.array(z.enum(PREMIUM_ADVANTAGES)).default([...PREMIUM_ADVANTAGES]),
};
