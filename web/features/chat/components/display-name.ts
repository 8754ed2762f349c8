import type { Profile } from '@common/api/profile';
import type { TFunction } from 'i18next';

/** A member who deleted their account stays in the conversation as "Deleted member". */
export function displayName(t: TFunction, profile: Profile): string {
  return profile.deleted ? t('chat.deletedMember') : profile.name;
}
