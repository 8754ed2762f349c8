import { describe, expect, it } from 'vitest';
import { neighbourOf, searchCountryOptions } from './neighbours';

describe('neighbours', () => {
  it('pairs each country of the spec both ways', () => {
    for (const [a, b] of [
      ['AU', 'NZ'],
      ['NL', 'BE'],
      ['US', 'CA'],
      ['GB', 'IE'],
      ['DE', 'AT'],
    ] as const) {
      expect(neighbourOf(a)).toBe(b);
      expect(neighbourOf(b)).toBe(a);
    }
    expect(neighbourOf('nl')).toBe('BE');
    expect(neighbourOf('PL')).toBeNull();
  });

  it('offers the member country plus neighbour when searching all countries is off', () => {
    const siteCountries = ['NL', 'BE', 'PL', 'DE'];
    expect(searchCountryOptions({ memberCountry: 'NL', siteCountries, searchAllCountries: false })).toEqual([
      'NL',
      'BE',
    ]);
    expect(searchCountryOptions({ memberCountry: 'PL', siteCountries, searchAllCountries: false })).toEqual([
      'PL',
    ]);
    expect(searchCountryOptions({ memberCountry: 'NL', siteCountries, searchAllCountries: true })).toEqual(
      siteCountries,
    );
    expect(searchCountryOptions({ memberCountry: null, siteCountries, searchAllCountries: false })).toEqual(
      siteCountries,
    );
  });
});
