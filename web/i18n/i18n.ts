import type { Settings } from '@common/api/settings';
import type { Locale } from '@common/limits';
import { chooseLocale } from '@common/rules/locale';
import { readLanguage, storeLanguage } from '@web/lib/storage';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** GET /_i18n/{hash}/{locale}/messages.json; a failure logs a warning and the app goes on. */
async function fetchMessages(settings: Settings, locale: Locale): Promise<Record<string, unknown> | null> {
  const hash = settings.i18n_hashes[locale] ?? 'latest';
  try {
    const res = await fetch(`/_i18n/${hash}/${locale}/messages.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  } catch (err) {
    console.warn(`Could not load the ${locale} messages`, err);
    return null;
  }
}

export function initialLocale(settings: Settings): Locale {
  return chooseLocale({
    cookie: readLanguage(),
    browser: navigator.languages ?? [navigator.language],
    offered: settings.languages,
    fallback: settings.fallback_language,
    domainLanguage: settings.domain_language,
  });
}

/** `pageLocale`: the language the server rendered the page in, kept so hydration matches. */
export async function initI18n(settings: Settings, pageLocale?: string): Promise<typeof i18next> {
  const offered = settings.languages as readonly string[];
  const locale =
    pageLocale && offered.includes(pageLocale) ? (pageLocale as Locale) : initialLocale(settings);
  const messages = await fetchMessages(settings, locale);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: messages ? { [locale]: { translation: messages } } : {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}

/** Loads the new language's messages, switches, and stores the choice in the cookie. */
export async function changeLanguage(settings: Settings, locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const messages = await fetchMessages(settings, locale);
    if (messages) i18next.addResourceBundle(locale, 'translation', messages);
  }
  await i18next.changeLanguage(locale);
  storeLanguage(locale);
  document.documentElement.lang = locale;
}
