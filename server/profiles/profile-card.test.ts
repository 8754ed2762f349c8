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
    { id: 1, thumbKey: 'main.webp', status: 'active', isMain: true, nudity: null },
    { id: 2, thumbKey: 'pending.webp', status: 'pending', isMain: false, nudity: null },
    { id: 3, thumbKey: 'rejected.webp', status: 'rejected', isMain: false, nudity: null },
  ],
  presence: 'today',
};
const likes = { didLike: true, likedBy: true, likeNew: true };

describe('presentProfile', () => {
  it('maps the card to the Profile of spec §3, with the age but not the birth date for others', () => {
    expect(presentProfile(card, { profileId: null, premium: false, hideNudity: true })).toEqual({
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
    const own = presentProfile(card, { profileId: 5, premium: false, hideNudity: true }, likes);
    expect(own.images.map((i) => i.id)).toEqual([1, 2]);
    expect(own.lastSignupStep).toBe(true);
    expect(own.date_of_birth).toBe('1990-04-01');
    expect([own.did_like_profile, own.liked_by_profile, own.like_new]).toEqual([false, false, false]);
  });

  it('shows other members only active images, a pending or rejected main photo not at all', () => {
    const other = presentProfile(card, { profileId: 9, premium: true, hideNudity: true }, likes);
    expect(other.images.map((i) => i.id)).toEqual([1]);
    for (const status of ['pending', 'rejected'] as const) {
      const unmoderated = {
        ...card,
        images: [{ id: 4, thumbKey: 'new.webp', status, isMain: true, nudity: null }],
      };
      expect(
        presentProfile(unmoderated, { profileId: 9, premium: false, hideNudity: true }).main_image,
      ).toBeNull();
      expect(
        presentProfile(unmoderated, { profileId: null, premium: false, hideNudity: true }).main_image,
      ).toBeNull();
    }
    const pendingMain = {
      ...card,
      images: [{ id: 4, thumbKey: 'new.webp', status: 'pending' as const, isMain: true, nudity: null }],
    };
    expect(
      presentProfile(pendingMain, { profileId: 5, premium: false, hideNudity: true }).main_image,
    ).toEqual({
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
    expect(flags(presentProfile(card, { profileId: 9, premium: true, hideNudity: true }, oneWay))).toEqual([
      false,
      true,
      true,
    ]);
    expect(flags(presentProfile(card, { profileId: 9, premium: false, hideNudity: true }, oneWay))).toEqual([
      false,
      false,
      false,
    ]);
    expect(flags(presentProfile(card, { profileId: 9, premium: false, hideNudity: true }, likes))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('hides a photo flagged as nudity from guests and members who hide it, keeping its place without a key', () => {
    const flagged: ProfileCardRow = {
      ...card,
      images: [
        { id: 1, thumbKey: 'main.webp', status: 'active', isMain: true, nudity: true },
        { id: 2, thumbKey: 'calm.webp', status: 'active', isMain: false, nudity: false },
        { id: 3, thumbKey: 'unclassified.webp', status: 'active', isMain: false, nudity: null },
      ],
    };
    const hidden = { thumb_filename: '', status: 'active', hidden: true };
    const shown = [
      { id: 2, thumb_filename: 'calm.webp', status: 'active' },
      { id: 3, thumb_filename: 'unclassified.webp', status: 'active' },
    ];
    for (const viewer of [
      { profileId: null, premium: false, hideNudity: false },
      { profileId: 9, premium: false, hideNudity: true },
    ]) {
      const p = presentProfile(flagged, viewer);
      expect(p.main_image).toEqual(hidden);
      expect(p.images).toEqual([{ id: 1, ...hidden }, ...shown]);
    }
    const seeing = presentProfile(flagged, { profileId: 9, premium: false, hideNudity: false });
    expect(seeing.main_image).toEqual({ thumb_filename: 'main.webp', status: 'active' });
    const own = presentProfile(flagged, { profileId: 5, premium: false, hideNudity: true });
    expect(own.images.map((i) => i.thumb_filename)).toEqual(['main.webp', 'calm.webp', 'unclassified.webp']);
  });
});
