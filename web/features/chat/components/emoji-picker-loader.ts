import type { I18n } from 'emoji-picker-element/shared';

/**
 * Loads emoji-picker-element with the emoji data and interface texts of the page's language.
 * The data files come from emoji-picker-element-data and are emitted by Vite as hashed assets,
 * so the picker never calls a CDN.
 */
const DATA: Record<string, () => Promise<{ default: string }>> = {
  en: () => import('emoji-picker-element-data/en/cldr/data.json?url'),
  nl: () => import('emoji-picker-element-data/nl/cldr/data.json?url'),
  de: () => import('emoji-picker-element-data/de/cldr/data.json?url'),
  it: () => import('emoji-picker-element-data/it/cldr/data.json?url'),
  fr: () => import('emoji-picker-element-data/fr/cldr/data.json?url'),
  es: () => import('emoji-picker-element-data/es/cldr/data.json?url'),
  pl: () => import('emoji-picker-element-data/pl/cldr/data.json?url'),
};

type I18nModule = { default: I18n };
const TEXTS: Record<string, () => Promise<I18nModule>> = {
  en: () => import('emoji-picker-element/i18n/en.js'),
  nl: () => import('emoji-picker-element/i18n/nl.js'),
  de: () => import('emoji-picker-element/i18n/de.js'),
  it: () => import('emoji-picker-element/i18n/it.js'),
  fr: () => import('emoji-picker-element/i18n/fr.js'),
  es: () => import('emoji-picker-element/i18n/es.js'),
  pl: () => import('emoji-picker-element/i18n/pl.js'),
};

export async function loadEmojiPicker(language: string): Promise<() => HTMLElement> {
  const lang = language in DATA ? language : 'en';
  const [{ Picker }, data, texts] = await Promise.all([
    import('emoji-picker-element'),
    (DATA[lang] ?? DATA.en)?.() ?? Promise.reject(new Error('no emoji data')),
    (TEXTS[lang] ?? TEXTS.en)?.() ?? Promise.reject(new Error('no emoji texts')),
  ]);
  return () =>
    new Picker({
      locale: lang,
      dataSource: data.default,
      i18n: texts.default,
    });
}
