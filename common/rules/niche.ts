/** Spec §1: the niche setting (1 to 7) chooses the landing-page slug, in this order. */
export const NICHE_SLUGS = ['general', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type NicheSlug = (typeof NICHE_SLUGS)[number];

/** The landing-page slug for a niche setting; anything outside 1 to 7 falls back to general. */
export function nicheSlug(niche: number): NicheSlug {
  if (!Number.isInteger(niche)) return 'general';
  return NICHE_SLUGS[niche - 1] ?? 'general';
}
