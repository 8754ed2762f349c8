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
};
const likes = { didLike: true, likedBy: true, likeNew: true };

describe('presentProfile', () => {
  it('maps the card to the Profile of spec §3', () => {
    expect(presentProfile(card, { profileId: null })).toEqual({
      id: 5,
      name: 'Bea',
      type: 'real',
      gender: 'female',
      date_of_birth: '1990-04-01',
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
    });
  });

  it('shows the owner their pending images and signup state, never rejected ones or like flags', () => {
    const own = presentProfile(card, { profileId: 5 }, likes);
    expect(own.images.map((i) => i.id)).toEqual([1, 2]);
    expect(own.lastSignupStep).toBe(true);
    expect([own.did_like_profile, own.liked_by_profile, own.like_new]).toEqual([false, false, false]);
  });

  it('shows other members only active images and their like flags', () => {
    const other = presentProfile(card, { profileId: 9 }, likes);
    expect(other.images.map((i) => i.id)).toEqual([1]);
    expect([other.did_like_profile, other.liked_by_profile, other.like_new]).toEqual([true, true, true]);
  });
});
