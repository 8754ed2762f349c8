import { CITY_MAX } from '@common/limits';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { FormAlert } from '@web/ui/form-alert';
import { SelectField } from '@web/ui/select-field';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/update-user';
import { locate } from '../geolocation';
import { StepShell } from './step-shell';

/**
 * Step 3: country (a choice only when several are allowed), optional region and city. On entry
 * it asks the browser for the position; a usable answer is saved and the flow moves on at once.
 */
export function StepLocation({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const { data: user } = useUser();
  const update = useUpdateUser();
  const [locating, setLocating] = useState(true);
  const started = useRef(false);
  const ids = { city: useId() };
  const only = settings.countries.length === 1 ? settings.countries[0] : undefined;
  const [country, setCountry] = useState(user?.profile.country ?? only ?? '');
  const [region, setRegion] = useState(user?.profile.countryregion ? String(user.profile.countryregion) : '');
  const [city, setCity] = useState(user?.profile.city ?? '');
  const regions = settings.region_data[country] ?? [];
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void locate().then(async (found) => {
      if (found?.country && settings.countries.includes(found.country)) {
        try {
          await update.mutateAsync({
            country: found.country,
            countryregion: found.countryregion,
            city: found.city,
          });
          onNext();
          return;
        } catch (err) {
          console.warn('saving the location failed', err);
        }
      }
      setLocating(false);
    });
  }, [onNext, settings.countries, update]);

  const save = async () => {
    if (!country || update.isPending) return;
    try {
      await update.mutateAsync({
        country,
        countryregion: region ? Number(region) : null,
        city: city.trim() || null,
      });
      onNext();
    } catch (err) {
      console.warn('saving the location failed', err);
    }
  };

  return (
    <StepShell title={t('signup.location.title')} text={t('signup.location.text')} onSkip={onNext}>
      {locating ? (
        <p className="signup-step__status" role="status">
          {t('signup.location.locating')}
        </p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {only ? (
            <p>
              {t('signup.location.country')}: <strong>{names.of(only)}</strong>
            </p>
          ) : (
            <SelectField
              label={t('signup.location.country')}
              value={country}
              placeholder={t('signup.choose')}
              options={settings.countries.map((c) => ({ value: c, label: names.of(c) ?? c }))}
              onChange={(v) => {
                setCountry(v);
                setRegion('');
              }}
            />
          )}
          {regions.length > 0 && (
            <SelectField
              label={
                <>
                  {t('signup.location.region')} <span className="field-optional">{t('signup.optional')}</span>
                </>
              }
              value={region}
              options={[
                { value: '', label: t('signup.choose') },
                ...regions.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
              onChange={setRegion}
            />
          )}
          <div className="field">
            <label className="field-label" htmlFor={ids.city}>
              {t('signup.location.city')} <span className="field-optional">{t('signup.optional')}</span>
            </label>
            <input
              id={ids.city}
              className="input"
              autoComplete="address-level2"
              maxLength={CITY_MAX}
              value={city}
              onChange={(e) => setCity(e.target.value)}
            />
          </div>
          <FormAlert message={update.isError ? t('signup.saveFailed') : null} />
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={!country || update.isPending}
            aria-busy={update.isPending}
          >
            {t('signup.save')}
          </button>
        </form>
      )}
    </StepShell>
  );
}
