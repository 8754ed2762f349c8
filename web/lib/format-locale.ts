import { formattingLocale } from '@common/rules/locale';
import i18next from 'i18next';

/** The locale every date, time and amount on the page is formatted in (see formattingLocale). */
export function formatLocale(language = i18next.language || 'en'): string {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return formattingLocale(language, browser);
}

/**
 * Loads the platform's date data for the page's locale in a task of its own. The first
 * `Intl.DateTimeFormat` of a page costs ≈ 20–30 ms of CPU on this host at 1× (about 150 ms on the
 * calibrated phone, decision 023f); a page that formats dates in its first render calls this when
 * its code loads, so that cost is not added to the render's task (one long task, counted whole).
 */
export function warmDateFormatting(): void {
  setTimeout(() => {
    new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  });
}

/**
 * The same for region names: the first `Intl.DisplayNames` of a page loads the language's region
 * data (35–50 ms at 1×, decision 023d). Pages that name a country in their first render (the
 * credits' price country, the profile's country select) call this when their code loads (023i).
 */
export function warmRegionNames(): void {
  setTimeout(() => {
    new Intl.DisplayNames([i18next.language || 'en'], { type: 'region' }).of('NL');
  });
}
