import { AGE_RANGES, MAX_AGE, MIN_AGE } from '@common/limits';

export type AgeRange = (typeof AGE_RANGES)[number];

/** The min/max ages of each age-range option of spec §9 ("all" spans the whole 18–100). */
export const AGE_RANGE_BOUNDS: Record<AgeRange, { min: number; max: number }> = {
  all: { min: MIN_AGE, max: MAX_AGE },
  '18-25': { min: 18, max: 25 },
  '26-35': { min: 26, max: 35 },
  '36-45': { min: 36, max: 45 },
  '46-55': { min: 46, max: 55 },
  '56-65': { min: 56, max: 65 },
  '65+': { min: 66, max: MAX_AGE },
};

/** The option matching a min/max pair, or null for a custom range (e.g. a widened similar search). */
export function ageRangeOf(min: number, max: number): AgeRange | null {
  for (const r of AGE_RANGES) {
    const b = AGE_RANGE_BOUNDS[r];
    if (b.min === min && b.max === max) return r;
  }
  return null;
}

/** `YYYY-MM-DD` of the same calendar day `years` earlier; 29 February falls back to the 28th. */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${pad(m)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Birth dates (inclusive) of people aged `minAge`…`maxAge` on `today` (UTC `YYYY-MM-DD`).
 * Someone is N on the day the calendar says so; a 29 February birthday counts from 1 March in
 * common years, which is what `yearsBefore` gives: born ≤ today−min years, and born after
 * today−(max+1) years.
 */
export function birthDateBounds(minAge: number, maxAge: number, today: string): { from: string; to: string } {
  const to = yearsBefore(today, minAge);
  const before = yearsBefore(today, maxAge + 1);
  return { from: nextDay(before), to };
}

function nextDay(date: string): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** Age in whole years on `today`, both `YYYY-MM-DD`. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
