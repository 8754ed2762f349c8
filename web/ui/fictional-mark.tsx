import type { Profile } from '@common/api/profile';
import { getSettings } from '@web/lib/settings';
import { MasksIcon } from './icons';

/**
 * The label a fictional profile carries wherever a member meets it (cards, chat list, chat
 * header): the site's icon and its word for it (`fictional_singular`). Nothing for real members.
 */
export function FictionalMark({ profile, size = 14 }: { profile: Pick<Profile, 'type'>; size?: number }) {
  if (profile.type !== 'fictional') return null;
  return (
    <span className="fictional-mark" data-testid="fictional-mark">
      <MasksIcon size={size} /> {getSettings().fictional_singular}
    </span>
  );
}
