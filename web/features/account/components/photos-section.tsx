import { useUploadPhoto } from '@web/features/signup';
import { ApiRequestError } from '@web/lib/api-client';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { FormAlert } from '@web/ui/form-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnImages, usePhotoAction } from '../api/account';

/** Photos on /profile: add (the signup's upload and checks), delete, choose the main one, see each status. */
export function PhotosSection() {
  const { t } = useTranslation();
  const images = useOwnImages();
  const upload = useUploadPhoto();
  const action = usePhotoAction();
  const inputId = useId();
  const failed = upload.error ?? action.error;
  const failure =
    failed instanceof ApiRequestError ? t(`errors.${failed.code}`) : failed ? t('errors.network') : null;

  return (
    <section className="card profile-section" aria-labelledby={`${inputId}-title`}>
      <h2 className="profile-section__title" id={`${inputId}-title`}>
        {t('account.photos.title')}
      </h2>
      {images.isPending && <p role="status">{t('account.loading')}</p>}
      {images.isError && <ErrorState error={images.error} onRetry={() => void images.refetch()} />}
      {images.data && images.data.images.length === 0 && (
        <p className="profile-section__empty">{t('account.photos.empty')}</p>
      )}
      {images.data && images.data.images.length > 0 && (
        <ul className="profile-photos" data-testid="own-photos">
          {images.data.images.map((img) => (
            <li key={img.id} className="profile-photo" data-testid="own-photo" data-main={img.is_main}>
              <img
                className="profile-photo__img"
                src={`${getSettings().cdn_prefix}/media/${img.thumb_filename}`}
                alt=""
              />
              <span className={`profile-photo__status is-${img.status}`}>
                {img.is_main ? `${t('account.photos.main')} · ` : ''}
                {t(`account.photos.status.${img.status}`)}
              </span>
              {img.status === 'rejected' && img.reject_reason && (
                <span className="profile-photo__reason">{img.reject_reason}</span>
              )}
              <span className="profile-photo__actions">
                {!img.is_main && img.status !== 'rejected' && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ kind: 'main', image: img.id })}
                  >
                    {t('account.photos.makeMain')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ kind: 'delete', image: img.id })}
                >
                  {t('account.photos.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <label className="btn btn-primary profile-photos__add" htmlFor={inputId} aria-busy={upload.isPending}>
        {upload.isPending ? t('account.photos.uploading') : t('account.photos.add')}
      </label>
      <input
        id={inputId}
        type="file"
        className="sr-only"
        accept="image/png,image/jpeg"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file, { onSettled: () => void images.refetch() });
        }}
      />
      <FormAlert message={failure} />
    </section>
  );
}
