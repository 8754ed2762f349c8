import { describe, expect, it } from 'vitest';
import { birthYears, checkDateOfBirth, dateOrderOf, isRealDate } from './date-of-birth';

const today = new Date(Date.UTC(2026, 10, 23));

describe('date of birth', () => {
  it('accepts only real calendar dates', () => {
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(1990, 2, 31)).toBe(false);
    expect(isRealDate(1990, 0, 10)).toBe(false);
    expect(isRealDate(1990, 5, 0)).toBe(false);
    expect(isRealDate(0, 5, 1)).toBe(false);
  });

  it('needs an age of at least 18, counted to the day', () => {
    expect(checkDateOfBirth('2008-11-23', today)).toBeNull();
    expect(checkDateOfBirth('2008-11-24', today)).toBe('min_age');
    expect(checkDateOfBirth('1926-11-23', today)).toBeNull();
    expect(checkDateOfBirth('1925-11-22', today)).toBe('max_age');
  });

  it('refuses zero placeholders and malformed values', () => {
    for (const v of ['1990-00-10', '1990-05-00', '0000-01-01', '1990-2-3', '', '1990-02-30']) {
      expect(checkDateOfBirth(v, today)).toBe('invalid');
    }
  });

  it('lists the years 18 to 100 years back, descending by default', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(83);
    expect(birthYears(today, false)[0]).toBe(1926);
  });

  it('orders the selects by locale', () => {
    expect(dateOrderOf('nl-NL')).toBe('DMY');
    expect(dateOrderOf('en-US')).toBe('MDY');
    expect(dateOrderOf('en-GB')).toBe('DMY');
    expect(dateOrderOf('pl-PL')).toBe('DMY');
    expect(dateOrderOf('ja-JP')).toBe('YMD');
  });
});
