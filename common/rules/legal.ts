/**
 * Spec §2: the terms add sections on copyright takedown and record keeping when one of the
 * company's trade names is a payment brand. The spec does not name the brand; these are the card
 * processors whose merchant rules ask for both statements (decision 013b).
 */
const PAYMENT_BRAND_TRADENAMES = ['ccbill', 'segpay', 'epoch', 'verotel'] as const;

/** The first trade name that is a payment brand, or null. */
export function paymentBrandTradename(tradenames: readonly { name: string }[]): string | null {
  const hit = tradenames.find((t) =>
    (PAYMENT_BRAND_TRADENAMES as readonly string[]).includes(t.name.trim().toLowerCase()),
  );
  return hit?.name ?? null;
}
