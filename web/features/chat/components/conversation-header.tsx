import type { Profile } from '@common/api/profile';
import { FictionalMark } from '@web/ui/fictional-mark';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackIcon } from './chat-icons';
import { displayName } from './display-name';
import { ProfileAvatar } from './profile-avatar';

/** The chat top bar (spec §1): back to the list, who this is, a link to their profile. */
export function ConversationHeader({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  return (
    <div className="chat-topbar">
      <Link
        className="chat-icon-btn"
        to="/chats"
        aria-label={t('chat.conversation.back')}
        title={t('chat.conversation.back')}
      >
        <BackIcon />
      </Link>
      {profile && <h1 className="sr-only">{displayName(t, profile)}</h1>}
      {profile?.deleted ? (
        <span className="chat-topbar__who">
          <ProfileAvatar profile={profile} size={40} />
          <span className="chat-topbar__name" data-testid="chat-partner">
            {displayName(t, profile)}
          </span>
        </span>
      ) : profile ? (
        <Link className="chat-topbar__who" to={`/members/${profile.id}`}>
          <ProfileAvatar profile={profile} size={40} />
          <span className="min-w-0">
            <span className="chat-topbar__name" data-testid="chat-partner">
              {profile.name}
            </span>
            <FictionalMark profile={profile} />
            <span className="chat-topbar__sub">
              {[profile.city, profile.country].filter(Boolean).join(', ') ||
                t('chat.conversation.viewProfile')}
            </span>
          </span>
        </Link>
      ) : (
        <span className="chat-topbar__who">
          <span className="chat-avatar chat-skeleton" style={{ width: 40, height: 40 }} />
          <span className="chat-skeleton h-4 w-28 rounded" />
        </span>
      )}
    </div>
  );
}
