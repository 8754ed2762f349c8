import type { Profile } from '@common/api/profile';
import { likeIcon, showLanguageBadge, showMainImage } from '@common/rules/profile-badges';
import { useFictionalWords } from '@web/lib/fictional-words';
import { fieldValue } from '@web/lib/profile-field-text';
import { getSettings } from '@web/lib/settings';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalIcon } from './fictional-icon';
import { ChatIcon, HeartFilledIcon, HeartIcon, MatchIcon, ThumbsUpIcon, UserIcon, WinkIcon } from './icons';
import { MemberPhoto } from './member-photo';
import { PresenceBadge } from './presence-badge';

export { mediaUrl } from './member-photo';

/** "Anna, 34" — the age only when a birth date is known. */
export function nameAndAge(p: Pick<Profile, 'name' | 'age'>): string {
  return p.age !== null ? `${p.name}, ${p.age}` : p.name;
}

const LIKE_ICONS = { match: MatchIcon, 'thumbs-up': ThumbsUpIcon, wink: WinkIcon } as const;

/**
 * A profile in a result grid (spec §2 profile cards): photo or placeholder, new-like badge,
 * like state icon, language badge, fictional mark, like and start-conversation buttons.
 * Memoised, with `onLike` taking the profile's id: a grid growing slice by slice (or a like's
 * busy state) renders only the cards whose props changed.
 */
export const ProfileCard = memo(function ProfileCard({
  profile,
  onLike,
  likeBusy = false,
  showChat,
  linkPrefix = '/members',
  firstScreen = false,
}: {
  profile: Profile;
  onLike?: (profileId: number, like: boolean) => void;
  likeBusy?: boolean;
  showChat: boolean;
  linkPrefix?: string;
  /** On the grid's first screen: the photo loads at once and first, not once laid out (023x). */
  firstScreen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const words = useFictionalWords();
  const icon = likeIcon(profile);
  const LikeStateIcon = icon ? LIKE_ICONS[icon] : null;
  const fictional = profile.type === 'fictional';
  const details = settings.features.profileDetails
    .map((field) => {
      if (field === 'city') return profile.city;
      // A choice in the reader's words ("Groen"), not as stored ("green").
      const value = profile.personal[field];
      return value ? fieldValue(t, field, value, profile.gender) : null;
    })
    .filter((v): v is string => Boolean(v));
  return (
    <article className="profile-card card" data-testid="profile-card" data-profile-id={profile.id}>
      <Link to={`${linkPrefix}/${profile.id}`} className="profile-card__link">
        <div className="profile-card__photo">
          {showMainImage(profile) && profile.main_image ? (
            <MemberPhoto
              image={profile.main_image}
              alt=""
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <span className="profile-card__placeholder" data-testid="photo-placeholder">
              <UserIcon size={48} />
            </span>
          )}
          <PresenceBadge
            presence={profile.presence}
            gender={profile.gender}
            className="profile-card__presence"
          />
          {profile.like_new && (
            <span className="profile-card__badge profile-card__badge--new" data-testid="like-new">
              {t('search.card.newLike')}
            </span>
          )}
          {LikeStateIcon && icon && (
            <span
              className="profile-card__like-state"
              data-testid={`like-icon-${icon}`}
              title={t(`search.card.icon.${icon}`)}
            >
              <LikeStateIcon size={18} />
              <span className="sr-only">{t(`search.card.icon.${icon}`)}</span>
            </span>
          )}
        </div>
        <div className="profile-card__body">
          <h3 className="profile-card__name">{nameAndAge(profile)}</h3>
          <p className="profile-card__details">
            {details.join(' · ') || '\u00a0'}
            {showLanguageBadge(profile, i18n.language) && profile.language && (
              <span
                className="profile-card__lang"
                data-testid="language-badge"
                title={t('search.card.speaks')}
              >
                {profile.language.toUpperCase()}
              </span>
            )}
          </p>
          {fictional && (
            <p className="profile-card__fictional" data-testid="fictional-mark">
              <FictionalIcon size={16} /> {words.singular}
            </p>
          )}
        </div>
      </Link>
      {(onLike || showChat) && (
        <div className="profile-card__actions">
          {onLike && (
            <button
              type="button"
              className={`btn btn-sm ${profile.did_like_profile ? 'btn-primary' : 'btn-ghost'}`}
              aria-pressed={profile.did_like_profile}
              disabled={likeBusy}
              onClick={() => onLike(profile.id, !profile.did_like_profile)}
              data-testid="like-button"
            >
              {profile.did_like_profile ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}
              <span className="sr-only">
                {t(profile.did_like_profile ? 'likes.unlike' : 'likes.like', { name: profile.name })}
              </span>
            </button>
          )}
          {showChat && (
            <Link
              className="btn btn-ghost btn-sm"
              to={`/members/${profile.id}/chat`}
              data-testid="chat-button"
            >
              <ChatIcon size={18} />
              <span>{t('members.startChat')}</span>
            </Link>
          )}
        </div>
      )}
    </article>
  );
});

/** The grey card shown while results load. */
export function ProfileCardSkeleton() {
  return (
    <div className="profile-card card profile-card--skeleton" aria-hidden="true">
      <div className="profile-card__photo skeleton" />
      <div className="profile-card__body">
        <div className="skeleton h-4 w-2/3 rounded" />
        <div className="skeleton mt-2 h-3 w-1/2 rounded" />
      </div>
    </div>
  );
}
