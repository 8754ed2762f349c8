// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { likesQueryOptions } from '../api/get-likes';
import { LikesPage } from './likes-page';

/** likesOverview (issue 25.4): /likes is the overview, or without it the received likes. */
beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

function showLikes() {
  // The answer is there and fresh: nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(likesQueryOptions.queryKey, { profiles: [], liked_by: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/likes']}>
        <Routes>
          <Route path="/likes" element={<LikesPage />} />
          <Route path="/likes/:type" element={<LikesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('likesOverview', () => {
  it('on: /likes shows all three lists and an Overview tab', () => {
    useDemoSettings({ features: { likesOverview: true } });
    showLikes();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Likes');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Overview' })).toBeTruthy();
  });

  it('off: /likes shows the received likes, with no Overview tab', () => {
    useDemoSettings({ features: { likesOverview: false } });
    showLikes();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liked you');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull();
  });
});
