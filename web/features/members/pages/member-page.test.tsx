// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userQueryKey } from '@web/lib/session/user';
import { aProfile } from '@web/test/profile-fixture';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { memberKeys } from '../keys';
import { MemberPage } from './member-page';

beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

const profile = aProfile({
  personal: { eye_color: 'green', smoking: 'sometimes', about_me: 'I like <b>long</b> walks' },
});

it('names the fields a site shows, and their choices, in the reader’s words', () => {
  useDemoSettings({
    visible_profile_fields: ['city', 'eye_color', 'smoking'],
    visible_profile_notes: ['about_me'],
  });
  // The answer is there and fresh: nothing is fetched.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(memberKeys.one(7), { profile });
  client.setQueryData(userQueryKey, null); // a guest
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/members/7']}>
        <Routes>
          <Route path="/members/:memberId" element={<MemberPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const rows = [...screen.getByTestId('member-profile').querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
  expect(rows).toEqual([
    ['City', 'Utrecht'],
    ['Eye colour', 'Green'],
    ['Smoking', 'Sometimes'],
  ]);
  // The member's own words stay text, never markup.
  expect(screen.getByText('I like <b>long</b> walks')).toBeTruthy();
});
