import { describe, expect, it } from 'vitest';
import { placeTiles, webcamTilesAllowed } from './webcam-slots';

const now = new Date('2026-11-23T12:00:00Z');
const base = {
  loggedIn: true,
  paidUser: false,
  premiumUntil: null,
  signupDate: '2026-11-18T12:00:00Z',
  memberResell: ['cams', 'camads'] as ('cams' | 'camads')[],
  now,
};

describe('webcam tile eligibility', () => {
  it('allows a logged-in free member who signed up more than 4 days ago', () => {
    expect(webcamTilesAllowed(base)).toBe(true);
  });
  it('refuses guests, paid and premium members, recent signups and sites without resell', () => {
    expect(webcamTilesAllowed({ ...base, loggedIn: false })).toBe(false);
    expect(webcamTilesAllowed({ ...base, paidUser: true })).toBe(false);
    expect(webcamTilesAllowed({ ...base, premiumUntil: '2027-01-01T00:00:00Z' })).toBe(false);
    expect(webcamTilesAllowed({ ...base, signupDate: '2026-11-19T12:00:00Z' })).toBe(false);
    expect(webcamTilesAllowed({ ...base, signupDate: '2026-11-19T11:59:59Z' })).toBe(true);
    expect(webcamTilesAllowed({ ...base, memberResell: [] })).toBe(false);
  });
});

describe('tile positions', () => {
  const profiles = Array.from({ length: 30 }, (_, i) => i);
  const kinds = (items: ReturnType<typeof placeTiles<number, string>>) =>
    items.map((i) => (i.kind === 'profile' ? i.profile : i.kind));

  it('puts a cam at index 1 and a resell ad at index 5 of every run of 12', () => {
    const items = placeTiles(profiles, { cams: ['a', 'b'], showCams: true, showResell: true });
    const k = kinds(items);
    expect(k.slice(0, 14)).toEqual([0, 'cam', 1, 2, 3, 'resell', 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(k.slice(14, 16)).toEqual([12, 'cam']);
    expect(k[14 + 5]).toBe('resell');
    expect(items.filter((i) => i.kind === 'profile')).toHaveLength(30);
    const cams = items.flatMap((i) => (i.kind === 'cam' ? [i.cam] : []));
    expect(cams).toEqual(['a', 'b', 'a']);
  });

  it('shows no cam tile without cams and no resell without camads', () => {
    const items = placeTiles(profiles.slice(0, 12), { cams: [], showCams: true, showResell: false });
    expect(items.every((i) => i.kind === 'profile')).toBe(true);
  });

  it('leaves short runs without the tiles they do not reach', () => {
    const k = kinds(placeTiles([0, 1, 2], { cams: ['a'], showCams: true, showResell: true }));
    expect(k).toEqual([0, 'cam', 1, 2]);
  });
});
