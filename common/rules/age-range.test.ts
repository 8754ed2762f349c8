import { describe, expect, it } from 'vitest';
import { AGE_RANGE_BOUNDS, ageOn, ageRangeOf, birthDateBounds, yearsBefore } from './age-range';

describe('age range to birth dates', () => {
  it('maps every option to its bounds and back', () => {
    expect(AGE_RANGE_BOUNDS['18-25']).toEqual({ min: 18, max: 25 });
    expect(AGE_RANGE_BOUNDS['65+']).toEqual({ min: 66, max: 100 });
    expect(ageRangeOf(26, 35)).toBe('26-35');
    expect(ageRangeOf(21, 40)).toBeNull();
  });

  it('gives inclusive birth-date bounds on an ordinary day', () => {
    expect(birthDateBounds(18, 25, '2026-06-15')).toEqual({ from: '2000-06-16', to: '2008-06-15' });
  });

  it('handles 29 February as "today" in a leap year', () => {
    // On 2028-02-29 an 18-year-old was born on or before 2010-02-28 (2010 has no 29th).
    expect(birthDateBounds(18, 18, '2028-02-29')).toEqual({ from: '2009-03-01', to: '2010-02-28' });
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    const born = '2008-02-29';
    expect(ageOn(born, '2026-02-28')).toBe(17);
    expect(ageOn(born, '2026-03-01')).toBe(18);
    const on28 = birthDateBounds(18, 100, '2026-02-28');
    expect(born <= on28.to).toBe(false);
    const on1 = birthDateBounds(18, 100, '2026-03-01');
    expect(born <= on1.to).toBe(true);
  });

  it('agrees with ageOn for every day across a leap-year boundary', () => {
    const births = ['2000-02-29', '2000-03-01', '2000-02-28', '1990-12-31', '1990-01-01'];
    for (let d = new Date('2027-12-01T00:00:00Z'); d < new Date('2029-04-01T00:00:00Z'); ) {
      const today = d.toISOString().slice(0, 10);
      const { from, to } = birthDateBounds(26, 35, today);
      for (const b of births) {
        const age = ageOn(b, today);
        expect(b >= from && b <= to, `${b} on ${today} (age ${age})`).toBe(age >= 26 && age <= 35);
      }
      d.setUTCDate(d.getUTCDate() + 1);
    }
  });
});
