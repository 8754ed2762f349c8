import type { Profile } from '@common/api/profile';
import type { TFunction } from 'i18next';

/** A member who deleted their account stays in the conversation as "Deleted member". */
export function displayName(t: TFunction, profile: Profile): string {
  return profile.deleted ? t('chat.deletedMember') : profile.name;
}

/**
 * The i18next context for sentences about the member (decision 019g): their gender, or none for a
 * deleted account, whose stand-in name ("Deleted member") takes the neutral base wording.
 */
export function genderContext(profile: Profile | undefined): 'female' | 'male' | undefined {
  return profile && !profile.deleted ? (profile.gender ?? undefined) : undefined;
}
