import { formattingLocale } from '@common/rules/locale';
import i18next from 'i18next';

/** The locale every date, time and amount on the page is formatted in (see formattingLocale). */
export function formatLocale(language = i18next.language || 'en'): string {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return formattingLocale(language, browser);
}
