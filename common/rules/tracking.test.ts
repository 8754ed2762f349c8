import { describe, expect, it } from 'vitest';
import { mergeTracking, trackingFromQuery, withoutTracking } from './tracking';

describe('tracking parameters (spec §2)', () => {
  it('reads network, ref, sub1–sub3, cpc and the aff_sub family', () => {
    const q = new URLSearchParams(
      'network=adnet&ref=r&sub1=a&sub2=b&sub3=c&cpc=0.1&aff_sub=x&aff_sub2=y&page=2',
    );
    expect(trackingFromQuery(q)).toEqual({
      network: 'adnet',
      ref: 'r',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      cpc: '0.1',
      extra: { aff_sub: 'x', aff_sub2: 'y' },
    });
  });

  it('treats sub as sub1 and ignores empty values; null without any', () => {
    expect(trackingFromQuery(new URLSearchParams('sub=s&network='))).toEqual({ sub1: 's' });
    expect(trackingFromQuery(new URLSearchParams('page=2&q=x'))).toBeNull();
  });

  it('removes exactly the tracking parameters from the address', () => {
    const q = new URLSearchParams('network=n&page=2&sub=s&aff_sub5=z&redirect=%2Fchats');
    expect(withoutTracking(q).toString()).toBe('page=2&redirect=%2Fchats');
  });

  it('lets a newer visit override only the keys it carries', () => {
    expect(mergeTracking({ network: 'a', sub1: 'x' }, { sub1: 'y' })).toEqual({
      network: 'a',
      sub1: 'y',
      extra: {},
    });
    expect(mergeTracking(null, { network: 'b' })).toEqual({ network: 'b' });
  });
});
