import { describe, expect, it } from 'vitest';
import { isPremium } from './premium';

describe('isPremium', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is false without a date, for a past date and for garbage', () => {
    expect(isPremium(null, now)).toBe(false);
    expect(isPremium(undefined, now)).toBe(false);
    expect(isPremium(new Date('2026-11-22T11:59:59Z'), now)).toBe(false);
    expect(isPremium('not a date', now)).toBe(false);
  });
  it('is true while the date lies ahead, as Date or ISO string', () => {
    expect(isPremium(new Date('2026-11-22T12:00:01Z'), now)).toBe(true);
    expect(isPremium('2026-12-22T12:00:00Z', now)).toBe(true);
  });
});
