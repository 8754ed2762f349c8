import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_MAX } from '../../../../common/limits';
import { useUser } from '../../../lib/session/user';
import { getSettings } from '../../../lib/settings';
import { FormAlert } from '../../../ui/form-alert';
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
  const ids = { country: useId(), region: useId(), city: useId() };
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
            <div className="field">
              <label className="field-label" htmlFor={ids.country}>
                {t('signup.location.country')}
              </label>
              <select
                id={ids.country}
                className="input"
                value={country}
                onChange={(e) => {
                  setCountry(e.target.value);
                  setRegion('');
                }}
              >
                <option value="" disabled>
                  {t('signup.choose')}
                </option>
                {settings.countries.map((c) => (
                  <option key={c} value={c}>
                    {names.of(c)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {regions.length > 0 && (
            <div className="field">
              <label className="field-label" htmlFor={ids.region}>
                {t('signup.location.region')} <span className="field-optional">{t('signup.optional')}</span>
              </label>
              <select
                id={ids.region}
                className="input"
                value={region}
                onChange={(e) => setRegion(e.target.value)}
              >
                <option value="">{t('signup.choose')}</option>
                {regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
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
