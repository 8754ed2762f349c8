import type { Profile } from '@common/api/profile';
import { useFictionalWords } from '@web/lib/fictional-words';
import { FictionalIcon } from './fictional-icon';

/**
 * The label a fictional profile carries wherever a member meets it (cards, chat list, chat
 * header): the site's icon and its word for it in the interface language (`useFictionalWords`). Nothing for real members.
 */
export function FictionalMark({ profile, size = 14 }: { profile: Pick<Profile, 'type'>; size?: number }) {
  const words = useFictionalWords();
  if (profile.type !== 'fictional') return null;
  return (
    <span className="fictional-mark" data-testid="fictional-mark">
      <FictionalIcon size={size} /> {words.singular}
    </span>
  );
}
