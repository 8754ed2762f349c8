import { ErrorState } from '@web/ui/error-state';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterests } from '../api/get-interests';
import { useUpdateUser } from '../api/update-user';
import { StepShell } from './step-shell';

export const SIGNUP_COMPLETION_EVENT = 'amorio:signup-completion';

/** Step 6: interests; saving or skipping ends with the completion event, then step 7. */
export function StepInterests({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const interests = useInterests();
  const update = useUpdateUser();
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (interests.data) setChosen(new Set(interests.data.filter((i) => i.selected).map((i) => i.id)));
  }, [interests.data]);

  const complete = async (save: boolean) => {
    if (update.isPending) return;
    if (save) {
      try {
        await update.mutateAsync({ interests: [...chosen] });
      } catch (err) {
        console.warn('saving interests failed', err);
      }
    }
    window.dispatchEvent(new CustomEvent(SIGNUP_COMPLETION_EVENT));
    onNext();
  };

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  return (
    <StepShell
      title={t('signup.interests.title')}
      text={t('signup.interests.text')}
      onSkip={() => void complete(false)}
    >
      {interests.isLoading && <p role="status">{t('signup.loading')}</p>}
      {interests.isError && (
        <ErrorState message={t('signup.loadFailed')} onRetry={() => void interests.refetch()} />
      )}
      {interests.data && (
        <fieldset className="signup-interests">
          <legend className="sr-only">{t('signup.interests.title')}</legend>
          {interests.data.map((i) => (
            <label key={i.id} className={`signup-chip${chosen.has(i.id) ? ' is-on' : ''}`}>
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen.has(i.id)}
                onChange={() => toggle(i.id)}
              />
              {t(`signup.interestNames.${i.id}`)}
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={update.isPending || !interests.data}
        aria-busy={update.isPending}
        onClick={() => void complete(true)}
      >
        {t('signup.finish')}
      </button>
    </StepShell>
  );
}
