import { describe, expect, it } from 'vitest';
import { chooseLocale, formattingLocale, parseAcceptLanguage } from './locale';

const base = { offered: ['en', 'nl', 'pl'] as const, fallback: null, domainLanguage: 'nl-NL' };

describe('chooseLocale (spec §4)', () => {
  it('prefers the stored cookie', () => {
    expect(chooseLocale({ ...base, offered: [...base.offered], cookie: 'pl', browser: ['en-US'] })).toBe(
      'pl',
    );
  });
  it('then the browser languages, in order, matching on the first two letters', () => {
    expect(
      chooseLocale({ ...base, offered: [...base.offered], cookie: null, browser: ['fr-FR', 'nl-BE', 'en'] }),
    ).toBe('nl');
  });
  it('ignores a cookie for a language the site does not offer', () => {
    expect(chooseLocale({ ...base, offered: [...base.offered], cookie: 'de', browser: ['pl-PL'] })).toBe(
      'pl',
    );
  });
  it('then the configured fallback', () => {
    expect(
      chooseLocale({ ...base, offered: [...base.offered], cookie: null, browser: ['ja'], fallback: 'en' }),
    ).toBe('en');
  });
  it('then the default from the first two letters of domain_language', () => {
    expect(chooseLocale({ ...base, offered: [...base.offered], cookie: null, browser: [] })).toBe('nl');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality', () => {
    expect(parseAcceptLanguage('de;q=0.5, nl-BE, en;q=0.8')).toEqual(['nl-BE', 'en', 'de']);
  });
  it('answers nothing for no header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('formattingLocale', () => {
  it("takes the browser's own tag when it speaks the interface language", () => {
    expect(formattingLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(formattingLocale('nl', ['de-DE', 'nl-BE'])).toBe('nl-BE');
  });
  it('keeps the interface language otherwise, and ignores a malformed tag', () => {
    expect(formattingLocale('pl', ['en-GB'])).toBe('pl');
    expect(formattingLocale('en', ['en-!!'])).toBe('en');
  });
  it('gives en-GB a 24-hour clock and day-month dates', () => {
    const d = new Date(Date.UTC(2026, 10, 23, 20, 5));
    const locale = formattingLocale('en', ['en-GB']);
    expect(
      new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(d),
    ).toBe('20:05');
    expect(
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(d),
    ).toBe('Monday 23 November');
  });
});
