import { useTranslation } from 'react-i18next';
import { useSavePhotoSettings } from '../api/account';

/**
 * The member's choice to hide photos flagged as nudity (issue 27): other members' flagged photos
 * then show as "hidden photo" in search, profiles, chats and likes. Saves at once.
 */
export function PhotoSettingsSection({ hideNudity }: { hideNudity: boolean }) {
  const { t } = useTranslation();
  const save = useSavePhotoSettings();
  const checked = save.isPending ? save.variables : hideNudity;
  return (
    <section className="card profile-section" aria-labelledby="photo-settings-title">
      <h2 className="profile-section__title" id="photo-settings-title">
        {t('account.photoSettings.title')}
      </h2>
      <label className="profile-setting">
        <input
          type="checkbox"
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
          data-testid="hide-nudity"
        />
        <span>{t('account.photoSettings.hideNudity')}</span>
      </label>
      <p className="profile-section__hint">{t('account.photoSettings.hint')}</p>
      <p role="status">
        {save.isSuccess && t('account.photoSettings.saved')}
        {save.isError && t('account.photoSettings.saveError')}
      </p>
    </section>
  );
}
