// @vitest-environment happy-dom

import type { Profile } from '@common/api/profile';
import { createMember, memberHeaders } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhotoSettingsSection } from '@web/features/account/components/photo-settings-section';
import { initI18n } from '@web/i18n/i18n';
import { loadSettings } from '@web/lib/settings';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemberPhoto } from './member-photo';
import { ProfileCard } from './profile-card';

/** Issue 27: a photo flagged as nudity and not for this viewer is a clear "hidden photo", never a broken image. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startLiveServer();
  await initI18n(await loadSettings());
  cookie = (await createMember(t.app, t.tdb.db)).cookie;
  actAsMember(cookie);
});
afterAll(async () => {
  await t?.close();
});
afterEach(cleanup);

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const profile: Profile = {
  id: 7,
  name: 'Bea',
  type: 'real',
  gender: 'female',
  date_of_birth: null,
  age: 34,
  country: 'NL',
  countryregion: null,
  city: 'Gent',
  language: 'en',
  main_image: { thumb_filename: '', status: 'active', hidden: true },
  images: [{ id: 1, thumb_filename: '', status: 'active', hidden: true }],
  personal: {},
  like_new: false,
  did_like_profile: false,
  liked_by_profile: false,
  lastSignupStep: false,
  presence: null,
};

describe('the hidden photo state', () => {
  it('fills the card photo with a labelled hidden photo and loads no image', () => {
    const view = wrap(<ProfileCard profile={profile} showChat={false} />);
    const hidden = screen.getByRole('img', { name: 'Hidden photo: it may show nudity' });
    expect(hidden.dataset.testid).toBe('hidden-photo');
    expect(hidden.textContent).toContain('Hidden photo');
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('photo-placeholder')).toBeNull();
  });

  it('shows a photo that is not hidden from its key', () => {
    const view = wrap(<MemberPhoto image={{ thumb_filename: 'p/7/a-thumb.webp' }} alt="Bea, 34" />);
    const img = view.container.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/\/media\/p\/7\/a-thumb\.webp$/);
    expect(img?.getAttribute('alt')).toBe('Bea, 34');
    expect(screen.queryByTestId('hidden-photo')).toBeNull();
  });

  it('lets the member stop hiding nudity, and the server keeps the choice', async () => {
    wrap(<PhotoSettingsSection hideNudity={true} />);
    const box = screen.getByRole('checkbox', {
      name: 'Hide photos that may show nudity',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    const user = await t.app.inject({ url: '/api/user.php', headers: { ...memberHeaders(null), cookie } });
    expect(user.json().user.hide_nudity).toBe(false);
  });
});
