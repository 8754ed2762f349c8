import { useTranslation } from 'react-i18next';
import { getSettings } from './settings';

/**
 * The site's words for its fictional profiles in the interface language. `fictional_plural` and
 * `fictional_singular` stay plain strings (spec §3) written in the site's own language
 * (`domain_language`); any other interface language takes the translated default in
 * `common.fictional` (decision 019h-fictional-wording).
 */
export function useFictionalWords(): { plural: string; singular: string } {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const siteLanguage = settings.domain_language.slice(0, 2).toLowerCase();
  if (i18n.language === siteLanguage)
    return { plural: settings.fictional_plural, singular: settings.fictional_singular };
  return { plural: t('common.fictional.plural'), singular: t('common.fictional.singular') };
}
