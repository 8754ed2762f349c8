import { describe, expect, it } from 'vitest';
import { NICHE_SLUGS, nicheSlug } from './niche';

describe('nicheSlug', () => {
  it('maps the settings 1 to 7 onto the slugs in spec order', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nicheSlug)).toEqual([...NICHE_SLUGS]);
    expect(nicheSlug(1)).toBe('general');
    expect(nicheSlug(7)).toBe('gay');
  });

  it('falls back to general outside the range', () => {
    expect(nicheSlug(0)).toBe('general');
    expect(nicheSlug(8)).toBe('general');
    expect(nicheSlug(-1)).toBe('general');
    expect(nicheSlug(2.5)).toBe('general');
    expect(nicheSlug(Number.NaN)).toBe('general');
  });
});
