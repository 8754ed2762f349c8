import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { mediaUrl } from '@web/ui/profile-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteFictionalPhoto,
  fictionalPhotosQuery,
  mainFictionalPhoto,
  uploadFictionalPhoto,
} from '../api/staff-api';
import { staffKeys } from '../keys';

type Action = { kind: 'upload'; file: File } | { kind: 'main' | 'delete'; image: number };

/** The photos of one fictional profile in its edit form: add, choose the main one, delete. */
export function FictionalPhotos({ profile, name }: { profile: number; name: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const inputId = useId();
  const q = useQuery(fictionalPhotosQuery(profile));
  const action = useMutation({
    mutationFn: (a: Action): Promise<unknown> =>
      a.kind === 'upload'
        ? uploadFictionalPhoto(profile, a.file)
        : a.kind === 'main'
          ? mainFictionalPhoto(profile, a.image)
          : deleteFictionalPhoto(profile, a.image),
    onSettled: () => qc.invalidateQueries({ queryKey: staffKeys.fictionalPhotos(profile) }),
  });

  return (
    <fieldset className="staff-photos-edit" data-testid="fictional-photos">
      <legend className="field-label">{t('staff.profiles.photos.title', { name })}</legend>
      {q.isError && <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
      {action.isError && <ErrorState error={action.error} />}
      {q.data?.images.length === 0 && <p>{t('staff.profiles.photos.empty')}</p>}
      {q.data && q.data.images.length > 0 && (
        <ul className="staff-photo-list">
          {q.data.images.map((img, i) => (
            <li
              key={img.id}
              className="staff-photo-item"
              data-testid="fictional-photo"
              data-main={img.is_main}
            >
              <img className="staff-thumb" src={mediaUrl(img.thumb_filename)} alt="" />
              {img.is_main ? (
                <span className="staff-badge">{t('staff.profiles.photos.main')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary staff-btn-small"
                  disabled={action.isPending}
                  aria-label={t('staff.profiles.photos.makeMainN', { n: i + 1 })}
                  onClick={() => action.mutate({ kind: 'main', image: img.id })}
                >
                  {t('staff.profiles.photos.makeMain')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary staff-btn-small"
                disabled={action.isPending}
                aria-label={t('staff.profiles.photos.deleteN', { n: i + 1 })}
                onClick={() => action.mutate({ kind: 'delete', image: img.id })}
              >
                {t('staff.profiles.photos.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="field-label" htmlFor={inputId}>
        {action.isPending ? t('staff.profiles.photos.uploading') : t('staff.profiles.photos.add')}
      </label>
      <input
        id={inputId}
        type="file"
        className="input"
        accept="image/png,image/jpeg"
        disabled={action.isPending}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) action.mutate({ kind: 'upload', file });
        }}
      />
    </fieldset>
  );
}
