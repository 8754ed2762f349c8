// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { aProfile } from '@web/test/profile-fixture';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultGrid } from './result-grid';

beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

describe('ResultGrid', () => {
  it("loads the first screen's photos at once and first, the rest once near the view (023x)", () => {
    const profiles = Array.from({ length: 6 }, (_, i) =>
      aProfile({ id: i + 1, main_image: { thumb_filename: `seed/${i + 1}-thumb.webp`, status: 'active' } }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultGrid
            profiles={profiles}
            tiles={{ cams: [], showCams: false, showResell: false }}
            hasMore={false}
            loadingMore={false}
            onLoadMore={() => {}}
            testId="results"
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const photos = screen.getAllByTestId('profile-card').map((card) => card.querySelector('img'));
    expect(photos.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(photos.map((img) => img?.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });
});
