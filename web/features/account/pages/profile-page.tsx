import { warmDateFormatting, warmRegionNames } from '@web/lib/format-locale';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteSection } from '../components/delete-section';
import { EmailSection } from '../components/email-section';
import { MyDataSection } from '../components/my-data-section';
import { PasswordSection } from '../components/password-section';
import { PhotoSettingsSection } from '../components/photo-settings-section';
import { PhotosSection } from '../components/photos-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileHeader } from '../components/profile-header';
import { SessionsSection } from '../components/sessions-section';
import { loadSharedSchemas } from '../load-shared-schemas';

// The details form orders its date of birth by the locale's date format (dateOrderOf) and names
// the countries of its select.
warmDateFormatting();
warmRegionNames();

/**
 * /profile: my details and photos, then the account: password, sessions, leaving. The site's
 * `myProfileHeaderImage` adds a header image above them, `myProfileInterests` the interests.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  const side = user.data
    ? [
        <PhotosSection key="photos" />,
        <PhotoSettingsSection key="photo-settings" hideNudity={user.data.hide_nudity} />,
        <EmailSection key="email" current={user.data.email} />,
        <PasswordSection key="password" />,
        <SessionsSection key="sessions" />,
        <MyDataSection key="my-data" />,
        <DeleteSection key="delete" />,
      ]
    : [];
  // The details form and the photos first, the other side sections after them in one deferred
  // render (decision 023f; on a phone they are below the first screen). One section per commit, as
  // before, cost a commit and a frame's layout and paint each: six more tasks after the first
  // paint (023l).
  const shown = useDeferredValue(side.length, 1);
  return (
    <PageShell title={t('account.profile.title')}>
      {user.isPending && <p role="status">{t('account.loading')}</p>}
      {user.isError && <ErrorState error={user.error} onRetry={() => void user.refetch()} />}
      {user.data && getSettings().features.myProfileHeaderImage && (
        <ProfileHeader profile={user.data.profile} />
      )}
      {user.data && (
        // The forms' schemas are asked for on the member's first focus or press (decision 023t).
        <div
          className="profile-layout"
          onFocusCapture={() => void loadSharedSchemas()}
          onPointerDownCapture={() => void loadSharedSchemas()}
        >
          <div className="profile-layout__main">
            <section className="card profile-section" aria-labelledby="details-title">
              <h2 className="profile-section__title" id="details-title">
                {t('account.profile.detailsTitle')}
              </h2>
              <ProfileDetailsForm profile={user.data.profile} />
            </section>
          </div>
          <div className="profile-layout__side">{side.slice(0, shown)}</div>
        </div>
      )}
    </PageShell>
  );
}
