import type { Profile } from '@common/api/profile';

/** A real member's profile as the API answers it, for component tests; `patch` over it. */
export function aProfile(patch: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Lotte',
    type: 'real',
    gender: 'female',
    date_of_birth: '1990-01-01',
    age: 36,
    country: 'NL',
    countryregion: null,
    city: 'Utrecht',
    language: 'nl',
    main_image: null,
    images: [],
    personal: {},
    like_new: false,
    did_like_profile: false,
    liked_by_profile: false,
    lastSignupStep: true,
    ...patch,
  };
}
