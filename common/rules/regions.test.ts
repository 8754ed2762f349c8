import { describe, expect, it } from 'vitest';
import { mailProviderOf } from './mail-provider';
import { isRegionOf, regionDataFor, regionsOf } from './regions';

describe('regions', () => {
  it('gives every main-market region a stable numeric id', () => {
    expect(regionsOf('NL')).toHaveLength(12);
    expect(regionsOf('NL')[0]).toEqual({ id: 101, name: 'Drenthe' });
    expect(regionsOf('PL').find((r) => r.name === 'Mazowieckie')?.id).toBe(307);
    expect(regionsOf('BE')).toHaveLength(11);
  });
  it('has unique ids across countries', () => {
    const all = Object.values(regionDataFor(['NL', 'BE', 'PL', 'DE', 'AT', 'GB', 'IE', 'FR'])).flat();
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });
  it('checks that a region belongs to its country', () => {
    expect(isRegionOf('NL', 108)).toBe(true);
    expect(isRegionOf('BE', 108)).toBe(false);
    expect(regionsOf('ZZ')).toEqual([]);
  });
});

describe('mail provider', () => {
  it('knows Gmail as code 2 and the Dutch and Polish providers', () => {
    expect(mailProviderOf('x@gmail.com')).toBe(2);
    expect(mailProviderOf('x@ziggo.nl')).toBe(6);
    expect(mailProviderOf('x@wp.pl')).toBe(4);
    expect(mailProviderOf('x@unknown.example')).toBe(0);
  });
});
