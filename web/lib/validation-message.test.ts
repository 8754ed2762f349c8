import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_KEYS } from '@common/api/errors';
import { LOCALES } from '@common/limits';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message';

const DIR = path.resolve(__dirname, '../i18n/locales');
const texts = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, locale, 'validation.json'), 'utf8'));

describe('validationMessage', () => {
  const i18n = i18next.createInstance();
  let t: TFunction;
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: { validation: texts('en') } } },
      interpolation: { escapeValue: false },
    });
    t = i18n.t;
  });

  it('shows the own text for email_unchanged, not the generic one', () => {
    expect(validationMessage(t, 'email', 'email_unchanged')).toBe('This is already your e-mail address');
  });

  it('gives every validation key its own text in every locale', () => {
    const generic = validationMessage(t, 'email', 'invalid');
    for (const key of VALIDATION_KEYS.filter((k) => k !== 'invalid')) {
      expect([key, validationMessage(t, 'email', key)]).not.toEqual([key, generic]);
    }
    for (const locale of LOCALES) {
      const have = Object.keys(texts(locale));
      expect([locale, VALIDATION_KEYS.filter((k) => !have.includes(k))]).toEqual([locale, []]);
    }
  });

  it('fills the limits of the field and falls back to the generic text for unknown keys', () => {
    expect(validationMessage(t, 'password', 'min_length')).toMatch(/\d/);
    expect(validationMessage(t, 'name', 'Invalid input')).toBe('This value is not valid');
    expect(validationMessage(t, 'name', undefined)).toBeUndefined();
  });
});
