import type { ValidationKey } from '@common/api/errors';
import { MAX_AGE, MIN_AGE } from '@common/limits';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** A real calendar date: no zero placeholders, no 31 February. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Whole years between the birth date and `today` (UTC calendar days). */
export function ageOn(year: number, month: number, day: number, today: Date): number {
  let age = today.getUTCFullYear() - year;
  const m = today.getUTCMonth() + 1;
  if (m < month || (m === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

export type DobError = Extract<ValidationKey, 'invalid' | 'min_age' | 'max_age'>;

/** Checks a YYYY-MM-DD birth date (spec §5); null when it is acceptable. */
export function checkDateOfBirth(value: string, today = new Date()): DobError | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(y, mo, d)) return 'invalid';
  const age = ageOn(y, mo, d, today);
  if (age < MIN_AGE) return 'min_age';
  if (age > MAX_AGE) return 'max_age';
  return null;
}

/** The years the picker offers: ages 18 to 100, newest first by default. */
export function birthYears(today = new Date(), descending = true): number[] {
  const newest = today.getUTCFullYear() - MIN_AGE;
  const oldest = today.getUTCFullYear() - MAX_AGE;
  const years: number[] = [];
  for (let y = newest; y >= oldest; y--) years.push(y);
  return descending ? years : years.reverse();
}

/** Day, month and year order of a locale tag, from the platform's own date formatting. */
export function dateOrderOf(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.UTC(2001, 10, 22)))
    .map((p) => p.type)
    .filter((t) => t === 'day' || t === 'month' || t === 'year');
  const order = parts.map((t) => t[0]?.toUpperCase()).join('');
  return order === 'MDY' || order === 'YMD' ? order : 'DMY';
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
