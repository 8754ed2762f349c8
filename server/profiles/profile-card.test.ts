import { ageOn, todayUtc } from '@common/rules/age-range';
import { describe, expect, it } from 'vitest';
import { type ProfileCardRow, presentProfile } from './profile-card';

const card: ProfileCardRow = {
  id: 5,
  name: 'Bea',
  type: 'real',
  gender: 'female',
  birthDate: '1990-04-01',
  country: 'NL',
  regionId: 7,
  city: 'Gent',
  language: 'nl',
  personal: { eyes: 'blue' },
  lastSignupStep: true,
  images: [
    { id: 1, thumbKey: 'main.webp', status: 'active', isMain: true },
    { id: 2, thumbKey: 'pending.webp', status: 'pending', isMain: false },
    { id: 3, thumbKey: 'rejected.webp', status: 'rejected', isMain: false },
  ],
  presence: 'today',
};
const likes = { didLike: true, likedBy: true, likeNew: true };

describe('presentProfile', () => {
  it('maps the card to the Profile of spec §3, with the age but not the birth date for others', () => {
    expect(presentProfile(card, { profileId: null, premium: false })).toEqual({
      id: 5,
      name: 'Bea',
      type: 'real',
      gender: 'female',
      date_of_birth: null,
      age: ageOn('1990-04-01', todayUtc()),
      country: 'NL',
      countryregion: 7,
      city: 'Gent',
      language: 'nl',
      main_image: { thumb_filename: 'main.webp', status: 'active' },
      images: [{ id: 1, thumb_filename: 'main.webp', status: 'active' }],
      personal: { eyes: 'blue' },
      like_new: false,
      did_like_profile: false,
      liked_by_profile: false,
      lastSignupStep: false,
      presence: 'today',
    });
  });

  it('shows the owner their pending images and signup state, never rejected ones or like flags', () => {
    const own = presentProfile(card, { profileId: 5, premium: false }, likes);
    expect(own.images.map((i) => i.id)).toEqual([1, 2]);
    expect(own.lastSignupStep).toBe(true);
    expect(own.date_of_birth).toBe('1990-04-01');
    expect([own.did_like_profile, own.liked_by_profile, own.like_new]).toEqual([false, false, false]);
  });

  it('shows other members only active images, a pending or rejected main photo not at all', () => {
    const other = presentProfile(card, { profileId: 9, premium: true }, likes);
    expect(other.images.map((i) => i.id)).toEqual([1]);
    for (const status of ['pending', 'rejected'] as const) {
      const unmoderated = { ...card, images: [{ id: 4, thumbKey: 'new.webp', status, isMain: true }] };
      expect(presentProfile(unmoderated, { profileId: 9, premium: false }).main_image).toBeNull();
      expect(presentProfile(unmoderated, { profileId: null, premium: false }).main_image).toBeNull();
    }
    const pendingMain = {
      ...card,
      images: [{ id: 4, thumbKey: 'new.webp', status: 'pending' as const, isMain: true }],
    };
    expect(presentProfile(pendingMain, { profileId: 5, premium: false }).main_image).toEqual({
      thumb_filename: 'new.webp',
      status: 'pending',
    });
  });

  it('tells premium viewers who liked them, free viewers only when the like is mutual', () => {
    const flags = (p: ReturnType<typeof presentProfile>) => [
      p.did_like_profile,
      p.liked_by_profile,
      p.like_new,
    ];
    const oneWay = { didLike: false, likedBy: true, likeNew: true };
    expect(flags(presentProfile(card, { profileId: 9, premium: true }, oneWay))).toEqual([false, true, true]);
    expect(flags(presentProfile(card, { profileId: 9, premium: false }, oneWay))).toEqual([
      false,
      false,
      false,
    ]);
    expect(flags(presentProfile(card, { profileId: 9, premium: false }, likes))).toEqual([true, true, true]);
  });
});
