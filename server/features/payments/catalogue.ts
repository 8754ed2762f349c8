import type { Catalogue } from '@common/api/payments';
import type { SiteConfig } from '@common/api/settings';
import { messageCostFor } from '@common/rules/message-cost';
import { type Discount, methodsFor, type PriceBreakdown, priceFor } from '@common/rules/pricing';
import { notFound } from '@server/errors';

export function currencyFor(site: SiteConfig, country: string): string {
  return site.payment_currencies[country] ?? 'EUR';
}

export function vatFor(site: SiteConfig, country: string): number {
  return site.vat_permille[country] ?? site.vat_default_permille;
}

export type Product = {
  kind: 'credits' | 'premium';
  id: string;
  credits: number;
  months: number;
  prices: Record<string, number>;
};

export function findProduct(site: SiteConfig, kind: 'credits' | 'premium', id: string): Product {
  const p =
    kind === 'credits'
      ? site.credit_packages.find((x) => x.id === id)
      : site.premium_plans.find((x) => x.id === id);
  if (!p) throw notFound('unknown_product', 'This package does not exist.');
  return {
    kind,
    id: p.id,
    credits: 'credits' in p ? p.credits : 0,
    months: 'months' in p ? p.months : 0,
    prices: p.prices,
  };
}

/** What the member pays for a product in a country with a discount; refuses unpriced currencies. */
export function quote(
  site: SiteConfig,
  product: Product,
  country: string,
  discount: Discount | null,
): PriceBreakdown & { currency: string; vatPermille: number } {
  const currency = currencyFor(site, country);
  const net = product.prices[currency];
  if (!net) throw notFound('unknown_product', 'This package is not sold in your currency.');
  const vatPermille = vatFor(site, country);
  return { ...priceFor(net, vatPermille, discount?.percent ?? 0), currency, vatPermille };
}

export function buildCatalogue(
  site: SiteConfig,
  country: string,
  discount: Discount | null,
  member: Catalogue['member'],
): Omit<Catalogue, 'test_mode'> {
  const currency = currencyFor(site, country);
  const vat = vatFor(site, country);
  const premiumPrice = messageCostFor(site, { premium: true });
  const price = (prices: Record<string, number>) => {
    const net = prices[currency] ?? 0;
    return { price: priceFor(net, vat, discount?.percent ?? 0).gross, list_price: priceFor(net, vat).gross };
  };
  return {
    country,
    currency,
    vat_permille: vat,
    methods: methodsFor(country),
    discount,
    packages: site.credit_packages
      .filter((p) => p.prices[currency])
      .map((p) => ({ id: p.id, credits: p.credits, highlighted: p.highlighted, ...price(p.prices) })),
    plans: site.premium_plans
      .filter((p) => p.prices[currency])
      .map((p) => ({ id: p.id, months: p.months, ...price(p.prices) })),
    message_credits: messageCostFor(site, { premium: false }),
    premium_message_credits: premiumPrice,
    // "Cheaper messages" is only an advantage where the site really prices them lower.
    advantages: site.premium_advantages.filter(
      (a) => a !== 'message_price' || premiumPrice < site.message_credits,
    ),
    advantages_checkmark: site.features.premiumAdvantagesCheckmark,
    member,
  };
}
