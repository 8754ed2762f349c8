import { ageOn, todayUtc } from '@common/rules/age-range';
import { describe, expect, it } from 'vitest';
import { type ProfileCardRow, presentProfile } from './profile-card';

/** As the nudity model leaves a photo it has scored (issue 27). */
const CLASSIFIED = { classifyState: 'done', nudityByModerator: false } as const;

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
    { id: 1, thumbKey: 'main.webp', status: 'active', isMain: true, nudity: null, ...CLASSIFIED },
    { id: 2, thumbKey: 'pending.webp', status: 'pending', isMain: false, nudity: null, ...CLASSIFIED },
    { id: 3, thumbKey: 'rejected.webp', status: 'rejected', isMain: false, nudity: null, ...CLASSIFIED },
  ],
  presence: 'today',
  classificationOff: false,
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
        images: [{ id: 4, thumbKey: 'new.webp', status, isMain: true, nudity: null, ...CLASSIFIED }],
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
      images: [
        {
          id: 4,
          thumbKey: 'new.webp',
          status: 'pending' as const,
          isMain: true,
          nudity: null,
          ...CLASSIFIED,
        },
      ],
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
        { id: 1, thumbKey: 'main.webp', status: 'active', isMain: true, nudity: true, ...CLASSIFIED },
        { id: 2, thumbKey: 'calm.webp', status: 'active', isMain: false, nudity: false, ...CLASSIFIED },
        { id: 3, thumbKey: 'unscored.webp', status: 'active', isMain: false, nudity: null, ...CLASSIFIED },
      ],
    };
    const hidden = { thumb_filename: '', status: 'active', hidden: true };
    const shown = [
      { id: 2, thumb_filename: 'calm.webp', status: 'active' },
      { id: 3, thumb_filename: 'unscored.webp', status: 'active' },
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
    expect(own.images.map((i) => i.thumb_filename)).toEqual(['main.webp', 'calm.webp', 'unscored.webp']);
  });

  it('shows others a photo only once the model or a moderator has classified it, unless the site shows photos before', () => {
    const waiting: ProfileCardRow = {
      ...card,
      images: [
        {
          id: 1,
          thumbKey: 'new.webp',
          status: 'active',
          isMain: true,
          nudity: null,
          classifyState: 'pending',
          nudityByModerator: false,
        },
        {
          id: 2,
          thumbKey: 'bad.webp',
          status: 'active',
          isMain: false,
          nudity: null,
          classifyState: 'failed',
          nudityByModerator: false,
        },
        {
          id: 3,
          thumbKey: 'decided.webp',
          status: 'active',
          isMain: false,
          nudity: false,
          classifyState: 'failed',
          nudityByModerator: true,
        },
      ],
    };
    const other = { profileId: 9, premium: false, hideNudity: false };
    const seen = presentProfile(waiting, other);
    expect(seen.main_image).toBeNull();
    expect(seen.images.map((i) => i.id)).toEqual([3]);
    expect(presentProfile(waiting, { ...other, profileId: null }).images.map((i) => i.id)).toEqual([3]);
    // The owner sees their own photos whatever the model says.
    expect(presentProfile(waiting, { ...other, profileId: 5 }).images.map((i) => i.id)).toEqual([1, 2, 3]);
    // A site with photo_classification 'off' shows approved photos before the model answers.
    const off = presentProfile({ ...waiting, classificationOff: true }, other);
    expect(off.images.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
