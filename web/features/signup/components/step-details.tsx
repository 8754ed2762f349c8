import { MIN_AGE } from '@common/limits';
import { checkDateOfBirth, dateOrderOf, toIsoDate } from '@common/rules/date-of-birth';
import { formatLocale } from '@web/lib/format-locale';
import { fieldLabel, fieldValue } from '@web/lib/profile-field-text';
import { useUser } from '@web/lib/session/user';
import { FormAlert } from '@web/ui/form-alert';
import { SelectField } from '@web/ui/select-field';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileFields } from '../api/get-profile-fields';
import { useUpdateUser } from '../api/update-user';
import { DateOfBirthField, type DobParts } from './date-of-birth-field';
import { StepShell } from './step-shell';

export function partsOf(iso: string | null | undefined): DobParts {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m
    ? { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) }
    : { day: '', month: '', year: '' };
}

/** Step 4: optional gender, date of birth and the site's other select fields. */
export function StepDetails({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useUser();
  const fields = useProfileFields();
  const update = useUpdateUser();
  const genderId = useId();
  const [gender, setGender] = useState<string>(user?.profile.gender ?? '');
  const [dob, setDob] = useState<DobParts>(partsOf(user?.profile.date_of_birth));
  const [personal, setPersonal] = useState<Record<string, string>>(user?.profile.personal ?? {});
  const order = useMemo(() => dateOrderOf(formatLocale(i18n.language)), [i18n.language]);
  const selects = (fields.data ?? []).filter((f) => f.type === 'select');

  const filled = [dob.day, dob.month, dob.year].filter(Boolean).length;
  const iso = filled === 3 ? toIsoDate(Number(dob.year), Number(dob.month), Number(dob.day)) : null;
  const dobError = filled === 0 ? null : filled < 3 ? null : checkDateOfBirth(iso ?? '');
  const dobMessage =
    dobError === 'min_age'
      ? t('signup.details.minAge', { min_age: MIN_AGE })
      : dobError
        ? t('signup.details.invalidDate')
        : null;
  const incomplete = filled > 0 && filled < 3;

  const save = async () => {
    if (update.isPending || dobError || incomplete) return;
    const chosen = Object.fromEntries(selects.map((f) => [f.name, personal[f.name] ?? '']));
    try {
      await update.mutateAsync({
        gender: gender === 'male' || gender === 'female' ? gender : null,
        date_of_birth: iso,
        personal: chosen,
      });
      onNext();
    } catch (err) {
      console.warn('saving the details failed', err);
    }
  };

  return (
    <StepShell title={t('signup.details.title')} text={t('signup.details.text')} onSkip={onNext}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="field">
          <legend className="field-label" id={genderId}>
            {t('signup.details.gender')} <span className="field-optional">{t('signup.optional')}</span>
          </legend>
          <div className="signup-choice">
            {(['female', 'male'] as const).map((g) => (
              <label key={g} className="signup-choice__item">
                <input
                  type="radio"
                  name="gender"
                  value={g}
                  checked={gender === g}
                  onChange={() => setGender(g)}
                />
                {t(`signup.details.${g}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <DateOfBirthField value={dob} onChange={setDob} order={order} error={dobMessage} />
        {fields.isLoading && <p role="status">{t('signup.loading')}</p>}
        {fields.isError && <FormAlert message={t('signup.loadFailed')} />}
        {selects.map((f) => (
          <SelectField
            key={f.name}
            id={`pf-${f.name}`}
            label={
              <>
                {fieldLabel(t, f.name)} <span className="field-optional">{t('signup.optional')}</span>
              </>
            }
            value={personal[f.name] ?? ''}
            placeholder={t('signup.choose')}
            options={f.options.map((o) => ({
              value: o.value,
              // The chosen gender is the context: "Divorced" is "Rozwiedziona"/"Rozwiedziony" in Polish.
              label: fieldValue(t, f.name, o.value, gender, o.label),
            }))}
            onChange={(v) => setPersonal({ ...personal, [f.name]: v })}
          />
        ))}
        <FormAlert message={update.isError ? t('signup.saveFailed') : null} />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={update.isPending || Boolean(dobError) || incomplete}
          aria-busy={update.isPending}
        >
          {t('signup.save')}
        </button>
      </form>
    </StepShell>
  );
}
