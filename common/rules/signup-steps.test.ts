import { describe, expect, it } from 'vitest';
import {
  isPushOffered,
  nextStep,
  progressOf,
  type ResumeProfile,
  resumeStep,
  stepAfterAccount,
} from './signup-steps';

const empty: ResumeProfile = {
  main_image: null,
  countryregion: null,
  city: null,
  gender: null,
  date_of_birth: null,
  personal: {},
};

describe('signup step transitions (spec §4)', () => {
  it('after account creation: subscribed, denied and unsupported go to 3, otherwise 1', () => {
    expect(stepAfterAccount('subscribed')).toBe(3);
    expect(stepAfterAccount('denied')).toBe(3);
    expect(stepAfterAccount('unsupported')).toBe(3);
    expect(stepAfterAccount('available')).toBe(1);
  });

  it('resumes at 1, at 2 without push, at 3 with a main image', () => {
    expect(resumeStep(empty, true, false)).toBe(1);
    expect(resumeStep(empty, false, false)).toBe(2);
    expect(resumeStep({ ...empty, main_image: { thumb_filename: 'x' } }, true, false)).toBe(3);
  });

  it('auto-skips to 4, 5 and 6 by what the profile already holds', () => {
    expect(resumeStep({ ...empty, city: 'Gent' }, true, true)).toBe(4);
    expect(resumeStep({ ...empty, countryregion: 201 }, true, true)).toBe(4);
    expect(resumeStep({ ...empty, city: 'Gent', date_of_birth: '1990-01-01' }, true, true)).toBe(5);
    expect(resumeStep({ ...empty, gender: 'male' }, true, true)).toBe(5);
    expect(resumeStep({ ...empty, personal: { about_me: 'hi' } }, true, true)).toBe(6);
    // Without auto-skip the filled fields do not move the member on.
    expect(resumeStep({ ...empty, personal: { about_me: 'hi' } }, true, false)).toBe(1);
  });

  it('steps forward up to 7 and counts progress over 6 steps', () => {
    expect(nextStep(5)).toBe(6);
    expect(nextStep(7)).toBe(7);
    expect(progressOf(0)).toEqual({ done: 0, total: 6 });
    expect(progressOf(3)).toEqual({ done: 2, total: 6 });
    expect(progressOf(7)).toEqual({ done: 6, total: 6 });
  });

  it('offers push only to a logged-in, capable, unsubscribed member with a public key', () => {
    const base = { loggedIn: true, isCapable: true, subscribed: false, pushPub: 'BK' };
    expect(isPushOffered(base)).toBe(true);
    expect(isPushOffered({ ...base, loggedIn: false })).toBe(false);
    expect(isPushOffered({ ...base, isCapable: false })).toBe(false);
    expect(isPushOffered({ ...base, subscribed: true })).toBe(false);
    expect(isPushOffered({ ...base, pushPub: '' })).toBe(false);
  });
});
