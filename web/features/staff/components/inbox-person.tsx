import type { Profile } from '@common/api/profile';
import { countryName } from '@web/lib/country-name';
import { fieldLabel, fieldValue, isChoiceField } from '@web/lib/profile-field-text';
import { mediaUrl, nameAndAge } from '@web/ui/profile-card';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  profile: Profile;
  title: string;
  fictional?: boolean;
  testId: string;
  /** What follows the profile (the persona's notes). */
  children?: ReactNode;
};

/**
 * One side of a claimed conversation as members see that profile: photos, age, place, the fields
 * with their names and choices in the console's language, and the free-text fields (about me).
 */
export function InboxPerson({ profile, title, fictional = false, testId, children }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const filled = Object.entries(profile.personal).filter(([, v]) => v.trim() !== '');
  const choices = filled.filter(([k]) => isChoiceField(t, k));
  const ownWords = filled.filter(([k]) => !isChoiceField(t, k));
  const main = profile.main_image?.thumb_filename;
  // The main photo first, as on the member's profile page.
  const photos = [...profile.images].sort(
    (a, b) => Number(b.thumb_filename === main) - Number(a.thumb_filename === main),
  );
  const place = [profile.city, profile.country ? countryName(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      className={`card staff-person${fictional ? ' staff-person--fictional' : ''}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className="staff-h2">
        {title}: {nameAndAge(profile)}
      </h2>
      {photos.length > 0 ? (
        <ul className="staff-person__photos" aria-label={t('staff.inbox.photos')}>
          {photos.map((img, i) => (
            <li key={img.id}>
              <img
                src={mediaUrl(img.thumb_filename)}
                alt={t('staff.inbox.photoAlt', { n: i + 1, name: profile.name })}
                className="staff-thumb"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-muted">{t('staff.inbox.noPhotos')}</p>
      )}
      {place && <p className="staff-muted">{place}</p>}
      {choices.length > 0 && (
        <dl className="staff-person__fields">
          {choices.map(([k, v]) => (
            <div key={k}>
              <dt>{fieldLabel(t, k)}</dt>
              <dd>{fieldValue(t, k, v, profile.gender)}</dd>
            </div>
          ))}
        </dl>
      )}
      {ownWords.map(([k, v]) => (
        <section key={k} className="staff-person__text">
          <h3 className="staff-h3">{fieldLabel(t, k)}</h3>
          <p>{v}</p>
        </section>
      ))}
      {children}
    </article>
  );
}
