import { LANGUAGE_BADGE_COUNTRIES } from '@common/limits';

type Flags = { did_like_profile: boolean; liked_by_profile: boolean };

/** Spec §2: mutual like → match icon, like given → thumbs-up, like received → wink. */
export function likeIcon(p: Flags): 'match' | 'thumbs-up' | 'wink' | null {
  if (p.did_like_profile && p.liked_by_profile) return 'match';
  if (p.did_like_profile) return 'thumbs-up';
  if (p.liked_by_profile) return 'wink';
  return null;
}

/** Spec §2: a language badge when the profile's language differs from the locale, or the country is CA, BE, CH or FI. */
export function showLanguageBadge(
  profile: { language: string | null; country: string | null },
  locale: string,
): boolean {
  const country = profile.country?.toUpperCase() ?? '';
  if ((LANGUAGE_BADGE_COUNTRIES as readonly string[]).includes(country)) return true;
  if (!profile.language) return false;
  return profile.language.slice(0, 2).toLowerCase() !== locale.slice(0, 2).toLowerCase();
}

/** Spec §2: the photo shows only when the main image is active; otherwise a placeholder icon. */
export function showMainImage(profile: { main_image: { status: string } | null }): boolean {
  return profile.main_image?.status === 'active';
}
