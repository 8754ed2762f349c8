import { TEXTAREA_MIN_ROWS } from '@common/limits';
import { fieldLabel } from '@web/lib/profile-field-text';
import { useUser } from '@web/lib/session/user';
import { FormAlert } from '@web/ui/form-alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileFields } from '../api/get-profile-fields';
import { useUpdateUser } from '../api/update-user';
import { StepShell } from './step-shell';

/** Step 5: optional about-me texts. Leaving it, saved or skipped, marks the last signup step. */
export function StepAbout({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const fields = useProfileFields();
  const update = useUpdateUser();
  const [texts, setTexts] = useState<Record<string, string>>(user?.profile.personal ?? {});
  const areas = (fields.data ?? []).filter((f) => f.type === 'textarea');

  const leave = async (save: boolean) => {
    if (update.isPending) return;
    const personal = save ? Object.fromEntries(areas.map((f) => [f.name, texts[f.name] ?? ''])) : undefined;
    try {
      await update.mutateAsync({ ...(personal ? { personal } : {}), lastSignupStep: true });
    } catch (err) {
      // Spec §8: a failed profile save is only logged; the flow goes on.
      console.warn('saving about me failed', err);
    }
    onNext();
  };

  return (
    <StepShell title={t('signup.about.title')} text={t('signup.about.text')} onSkip={() => void leave(false)}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void leave(true);
        }}
      >
        {fields.isLoading && <p role="status">{t('signup.loading')}</p>}
        {fields.isError && <FormAlert message={t('signup.loadFailed')} />}
        {areas.map((f) => (
          <div className="field" key={f.name}>
            <label className="field-label" htmlFor={`about-${f.name}`}>
              {fieldLabel(t, f.name)} <span className="field-optional">{t('signup.optional')}</span>
            </label>
            <textarea
              id={`about-${f.name}`}
              className="input signup-textarea"
              rows={Math.max(TEXTAREA_MIN_ROWS, 4)}
              maxLength={5000}
              value={texts[f.name] ?? ''}
              placeholder={t('signup.about.placeholder')}
              onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })}
            />
          </div>
        ))}
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {t('signup.save')}
        </button>
      </form>
    </StepShell>
  );
}
