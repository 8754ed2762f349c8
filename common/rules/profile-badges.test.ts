import { describe, expect, it } from 'vitest';
import { likeIcon, showLanguageBadge, showMainImage } from './profile-badges';

describe('profile card rules', () => {
  it('chooses the like icon', () => {
    expect(likeIcon({ did_like_profile: true, liked_by_profile: true })).toBe('match');
    expect(likeIcon({ did_like_profile: true, liked_by_profile: false })).toBe('thumbs-up');
    expect(likeIcon({ did_like_profile: false, liked_by_profile: true })).toBe('wink');
    expect(likeIcon({ did_like_profile: false, liked_by_profile: false })).toBeNull();
  });

  it('shows the language badge for another language or the multilingual countries', () => {
    expect(showLanguageBadge({ language: 'nl', country: 'NL' }, 'nl-NL')).toBe(false);
    expect(showLanguageBadge({ language: 'de', country: 'NL' }, 'nl')).toBe(true);
    expect(showLanguageBadge({ language: 'nl', country: 'BE' }, 'nl')).toBe(true);
    for (const c of ['CA', 'CH', 'FI'])
      expect(showLanguageBadge({ language: 'en', country: c }, 'en')).toBe(true);
    expect(showLanguageBadge({ language: null, country: 'PL' }, 'pl')).toBe(false);
  });

  it('shows the image only when the main image is active', () => {
    expect(showMainImage({ main_image: { status: 'active' } })).toBe(true);
    expect(showMainImage({ main_image: { status: 'pending' } })).toBe(false);
    expect(showMainImage({ main_image: null })).toBe(false);
  });
});
