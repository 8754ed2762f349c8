import { asValidationKey, type FieldErrors } from '@common/api/errors';
import type { Profile } from '@common/api/profile';
import { CITY_MAX, TEXTAREA_MIN_ROWS } from '@common/limits';
import { checkDateOfBirth, dateOrderOf } from '@common/rules/date-of-birth';
import {
  DateOfBirthField,
  locate,
  useInterests,
  useProfileFields,
  useUpdateUser,
} from '@web/features/signup';
import { ApiRequestError } from '@web/lib/api-client';
import { formatLocale } from '@web/lib/format-locale';
import { fieldLabel, fieldValue } from '@web/lib/profile-field-text';
import { getSettings } from '@web/lib/settings';
import { validationMessage } from '@web/lib/validation-message';
import { FormAlert } from '@web/ui/form-alert';
import { SelectField } from '@web/ui/select-field';
import { TextField } from '@web/ui/text-field';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSharedSchemas } from '../load-shared-schemas';
import { changedFields, type Draft, draftBody, draftOf } from './profile-draft';

/**
 * Everything signup collected, in one form with one save: the signup's own fields, queries and
 * shared schemas (the rules exist once). A refused field shows its message, the typed values stay,
 * and the server stores nothing of a body with any refused field.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const withInterests = settings.features.myProfileInterests;
  const fields = useProfileFields();
  const interests = useInterests(withInterests);
  const update = useUpdateUser();
  const chosenInterests = useMemo(
    () => (interests.data ?? []).filter((i) => i.selected).map((i) => i.id),
    [interests.data],
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile, chosenInterests));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string[] | null>(null);
  const [locating, setLocating] = useState(false);
  // An interests answer that comes after the draft was made sets the draft's interests during the
  // render, not from an effect: the page's answers are in before its first render (023zb), and
  // the effect's update re-rendered the whole form at default priority, in one task (023zc).
  const [draftInterests, setDraftInterests] = useState(interests.data);
  if (interests.data !== draftInterests) {
    setDraftInterests(interests.data);
    if (interests.data) setDraft((d) => ({ ...d, interests: chosenInterests }));
  }

  const order = useMemo(() => dateOrderOf(formatLocale(i18n.language)), [i18n.language]);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const regions = settings.region_data[draft.country] ?? [];
  // The fields' answer arrives as a synchronous render (react-query's store update): their selects
  // render from a deferred copy, in a transition React cuts into short tasks (decision 023i).
  const shownFields = useDeferredValue(fields.data);
  const selects = (shownFields ?? []).filter((f) => f.type === 'select');
  const areas = (shownFields ?? []).filter((f) => f.type === 'textarea');
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(null);
  };
  const labelOf = (name: string) => fieldLabel(t, name);

  const personalNames = [...selects, ...areas].map((f) => f.name);
  // Without the site's `myProfileInterests` the form neither shows nor sends them.
  const bodyOf = (d: Draft) => draftBody(d, personalNames, withInterests && interests.data !== undefined);

  const label = (key: string): string => {
    const map: Record<string, string> = {
      name: t('auth.fields.name'),
      gender: t('signup.details.gender'),
      date_of_birth: t('account.profile.dateOfBirth'),
      country: t('signup.location.country'),
      countryregion: t('signup.location.region'),
      city: t('signup.location.city'),
      interests: t('signup.interests.title'),
    };
    return map[key] ?? labelOf(key.replace(/^personal\./, ''));
  };

  const save = async () => {
    if (update.isPending) return;
    const body = bodyOf(draft);
    // The shared schema and date rule first: a refused field never reaches the server. The schema
    // arrives with the first save, not with the page (decision 023t).
    const { updateUserBodySchema } = await loadSharedSchemas();
    if (update.isPending) return;
    const local: FieldErrors = {};
    const parsed = updateUserBodySchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) local[issue.path.join('.')] = asValidationKey(issue.message);
    if (body.name === '') local.name = 'required';
    if (body.date_of_birth) {
      const dobError = checkDateOfBirth(body.date_of_birth);
      if (dobError) local.date_of_birth = dobError;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const before = bodyOf(draftOf(profile, chosenInterests));
    try {
      const res = await update.mutateAsync(body);
      const changed = changedFields(before, body);
      setSaved(changed);
      if (res.user && withInterests) void interests.refetch();
    } catch (err) {
      if (err instanceof ApiRequestError && err.body?.fields) setErrors(err.body.fields);
    }
  };

  const errorOf = (key: string) => validationMessage(t, key, errors[key]);
  const failure =
    update.error instanceof ApiRequestError
      ? t(`errors.${update.error.code}`)
      : update.error
        ? t('errors.network')
        : null;

  return (
    <form
      className="profile-form"
      noValidate
      aria-label={t('account.profile.detailsTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('auth.fields.name')}
        autoComplete="nickname"
        value={draft.name}
        error={errorOf('name')}
        onChange={(e) => set({ name: e.target.value })}
      />
      <fieldset className="field">
        <legend className="field-label">{t('signup.details.gender')}</legend>
        <div className="signup-choice">
          {(['female', 'male'] as const).map((g) => (
            <label key={g} className="signup-choice__item">
              <input
                type="radio"
                name="gender"
                value={g}
                checked={draft.gender === g}
                onChange={() => set({ gender: g })}
              />
              {t(`signup.details.${g}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <DateOfBirthField
        value={draft.dob}
        onChange={(dob) => set({ dob })}
        order={order}
        error={errorOf('date_of_birth') ?? null}
      />
      <div className="profile-form__location">
        {settings.countries.length > 1 && (
          <SelectField
            label={t('signup.location.country')}
            value={draft.country}
            placeholder={t('signup.choose')}
            options={settings.countries.map((c) => ({ value: c, label: names.of(c) ?? c }))}
            onChange={(country) => set({ country, region: '' })}
          />
        )}
        {regions.length > 0 && (
          <SelectField
            label={t('signup.location.region')}
            value={draft.region}
            options={[
              { value: '', label: t('signup.choose') },
              ...regions.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            onChange={(region) => set({ region })}
          />
        )}
        <TextField
          label={t('signup.location.city')}
          autoComplete="address-level2"
          maxLength={CITY_MAX}
          value={draft.city}
          error={errorOf('city')}
          onChange={(e) => set({ city: e.target.value })}
        />
        <button
          type="button"
          className="btn btn-ghost profile-form__locate"
          disabled={locating}
          aria-busy={locating}
          onClick={() => {
            setLocating(true);
            void locate().then((found) => {
              setLocating(false);
              if (found?.country && settings.countries.includes(found.country))
                set({
                  country: found.country,
                  region: found.countryregion ? String(found.countryregion) : '',
                  city: found.city ?? '',
                });
            });
          }}
        >
          {locating ? t('signup.location.locating') : t('account.profile.useMyPosition')}
        </button>
      </div>
      {fields.isError && <FormAlert message={t('signup.loadFailed')} />}
      {selects.map((f) => (
        <SelectField
          key={f.name}
          id={`pf-${f.name}`}
          label={labelOf(f.name)}
          value={draft.personal[f.name] ?? ''}
          options={[
            { value: '', label: t('signup.choose') },
            ...f.options.map((o) => ({
              value: o.value,
              label: fieldValue(t, f.name, o.value, draft.gender, o.label),
            })),
          ]}
          onChange={(v) => set({ personal: { ...draft.personal, [f.name]: v } })}
        />
      ))}
      {areas.map((f) => (
        <div className="field" key={f.name}>
          <label className="field-label" htmlFor={`about-${f.name}`}>
            {labelOf(f.name)}
          </label>
          <textarea
            id={`about-${f.name}`}
            className="input signup-textarea"
            rows={Math.max(TEXTAREA_MIN_ROWS, 4)}
            maxLength={5000}
            value={draft.personal[f.name] ?? ''}
            placeholder={t('signup.about.placeholder')}
            onChange={(e) => set({ personal: { ...draft.personal, [f.name]: e.target.value } })}
          />
        </div>
      ))}
      {withInterests && interests.data && (
        <fieldset className="field" data-testid="profile-interests">
          <legend className="field-label">{t('signup.interests.title')}</legend>
          <div className="signup-interests">
            {interests.data.map((i) => {
              const on = draft.interests.includes(i.id);
              return (
                <label key={i.id} className={`signup-chip${on ? ' is-on' : ''}`}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={on}
                    onChange={() =>
                      set({
                        interests: on
                          ? draft.interests.filter((x) => x !== i.id)
                          : [...draft.interests, i.id],
                      })
                    }
                  />
                  {t(`signup.interestNames.${i.id}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {Object.keys(errors).length > 0 && <FormAlert message={t('account.profile.refused')} />}
      {Object.keys(errors).length === 0 && <FormAlert message={failure} />}
      {saved && (
        <p className="profile-form__saved" role="status" data-testid="profile-saved">
          {saved.length === 0
            ? t('account.profile.nothingChanged')
            : t('account.profile.savedChanges', { fields: saved.map(label).join(', ') })}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={update.isPending}
        aria-busy={update.isPending}
      >
        {update.isPending ? t('account.saving') : t('account.profile.save')}
      </button>
    </form>
  );
}
