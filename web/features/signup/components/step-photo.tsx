import { ApiRequestError } from '@web/lib/api-client';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { FormAlert } from '@web/ui/form-alert';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPhoto } from '../api/upload-photo';
import { StepShell } from './step-shell';

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
const ALLOWED = /\.(png|jpe?g)$/i;

/** Step 2: a photo by click or drag and drop (png, jpeg, jpg); existing photos are shown. */
export function StepPhoto({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const upload = useUploadPhoto();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const hintId = useId();
  const images = user?.profile.images ?? [];
  const cdn = getSettings().cdn_prefix;

  function send(file: File | undefined) {
    if (!file || upload.isPending) return;
    setLocalError(null);
    // The server decides by content; this only saves a pointless upload of a wrong type.
    if (!ALLOWED.test(file.name) && !/^image\/(png|jpeg)$/.test(file.type)) {
      setLocalError(t('errors.photo_invalid'));
      return;
    }
    upload.mutate(file);
  }

  function onDrop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    setDragging(false);
    send(e.dataTransfer.files[0]);
  }

  const serverError =
    upload.error instanceof ApiRequestError
      ? t(`errors.${upload.error.code}`)
      : upload.error
        ? t('errors.network')
        : null;
  return (
    <StepShell
      title={t('signup.photo.title')}
      text={t('signup.photo.text')}
      onSkip={onNext}
      skipLabel={t('signup.photo.without')}
    >
      {images.length > 0 && (
        <ul className="signup-photo__list" aria-label={t('signup.photo.yours')}>
          {images.map((img) => (
            <li key={img.id}>
              <img
                src={`${cdn}/media/${img.thumb_filename}`}
                alt={t('signup.photo.alt')}
                width={96}
                height={96}
              />
              {img.status === 'pending' && (
                <span className="signup-photo__badge">{t('signup.photo.pending')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <section
        className={`signup-drop${dragging ? ' is-dragging' : ''}`}
        aria-label={t('signup.photo.dropLabel')}
        data-testid="photo-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{upload.isPending ? t('signup.photo.uploading') : t('signup.photo.drop')}</p>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={upload.isPending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('signup.photo.choose')}
        </button>
        <p id={hintId} className="field-hint">
          {t('signup.photo.hint')}
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('signup.photo.choose')}
          onChange={(e) => {
            send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </section>
      <FormAlert message={localError ?? serverError} />
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={images.length === 0 || upload.isPending}
        onClick={onNext}
      >
        {t('signup.continue')}
      </button>
    </StepShell>
  );
}
