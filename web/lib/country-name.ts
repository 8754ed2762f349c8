import i18next from 'i18next';

/**
 * A country's name in the page language ("Netherlands" in the English UI, "Holandia" in Polish).
 * Site settings name countries by ISO code; a value that is not a code is shown as written.
 */
export function countryName(value: string, language = i18next.language || 'en'): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value) ?? value;
  } catch {
    return value;
  }
}
