import type { Locale } from '@common/limits';
import { changeLanguage } from '@web/i18n/i18n';
import { getSettings } from '@web/lib/settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { Select } from './select-field';

const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
};

/** The site's languages by native name, the current one, and the one way to switch (the menu uses it too). */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const settings = getSettings();
  return {
    current: i18n.language as Locale,
    languages: settings.languages.map((l) => ({ value: l, label: NATIVE_NAMES[l], lang: l })),
    choose: (l: Locale) => void changeLanguage(settings, l),
  };
}

/**
 * Switches the interface language in place: the URL carries no language, so the current route
 * simply re-renders in the new one (spec §2). The native select stays on top (transparent) so
 * keyboard, screen readers and phones get the platform picker; the pill beneath only shows the
 * short code, which keeps the header narrow on a phone.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current, languages, choose } = useLanguageChoice();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <label
      htmlFor={id}
      className="language-switcher relative inline-flex min-h-11 min-w-11 items-center justify-center"
    >
      <span className="sr-only">{t('nav.language')}</span>
      <span
        aria-hidden="true"
        className="language-switcher__face pointer-events-none inline-flex h-9 items-center gap-1 px-2.5 text-sm font-semibold"
      >
        <GlobeIcon size={16} />
        <span className="language-switcher__code uppercase">{current}</span>
        <span className="language-switcher__chevron">
          <ChevronDownIcon size={14} />
        </span>
      </span>
      <Select
        id={id}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        value={current}
        data-testid="language-switcher"
        options={languages}
        onChange={(v) => choose(v as Locale)}
      />
    </label>
  );
}
