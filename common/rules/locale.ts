import { DEFAULT_LOCALE, LOCALES, type Locale } from '@common/limits';

export function asLocale(tag: string | undefined | null): Locale | null {
  if (!tag) return null;
  const two = tag.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(two) ? (two as Locale) : null;
}

/**
 * Interface language (spec §4): the stored cookie, then the browser's preferred languages,
 * then the site's configured fallback, then the default (first two letters of domain_language).
 * Only languages the site offers count.
 */
export function chooseLocale(input: {
  cookie: string | null | undefined;
  browser: readonly string[];
  offered: readonly Locale[];
  fallback: Locale | null | undefined;
  domainLanguage: string;
}): Locale {
  const offered = (l: Locale | null): l is Locale => l !== null && input.offered.includes(l);
  const fromCookie = asLocale(input.cookie);
  if (offered(fromCookie)) return fromCookie;
  for (const tag of input.browser) {
    const l = asLocale(tag);
    if (offered(l)) return l;
  }
  if (input.fallback && offered(input.fallback)) return input.fallback;
  const fromDomain = asLocale(input.domainLanguage);
  if (offered(fromDomain)) return fromDomain;
  return input.offered[0] ?? DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim(), q: q ? Number(q) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}

/**
 * The locale for dates, times and numbers: the browser's own tag when it speaks the interface
 * language (en-GB gets 24-hour time and day-month dates in the English UI), else the language.
 */
export function formattingLocale(language: string, browser: readonly string[]): string {
  const base = language.split('-')[0]?.toLowerCase();
  const own = browser.find((tag) => tag.split('-')[0]?.toLowerCase() === base);
  if (!own) return language;
  try {
    return Intl.getCanonicalLocales(own)[0] ?? language;
  } catch {
    return language;
  }
}
