// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Composer } from '@web/features/chat/components/composer';
import { ResultGrid } from '@web/features/search/components/result-grid';
import { aProfile } from '@web/test/profile-fixture';
import { initEnglish, useDemoSettings } from '@web/test/site-settings';
import { ProfileCard } from '@web/ui/profile-card';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteFooter } from './layouts/site-footer';

/**
 * Feature flags of spec §1 whose effect shows without a server or a browser, each on and off
 * (docs/site-settings.md lists every key and the test that toggles it).
 */
beforeAll(async () => {
  useDemoSettings();
  await initEnglish();
});
afterEach(cleanup);

const profile = aProfile({ personal: { eye_color: 'green' } });

function show(node: ReactNode) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('footerCopyright', () => {
  it.each([true, false])('%s: the footer carries the company’s copyright line or not', (on) => {
    useDemoSettings({ features: { footerCopyright: on } });
    show(<SiteFooter />);
    expect(screen.queryByText(/© \d{4} Amorio Media B\.V\./) !== null).toBe(on);
  });
});

describe('profileDetails', () => {
  it('shows the details the site chose on a card', () => {
    useDemoSettings({ features: { profileDetails: ['city'] } });
    show(<ProfileCard profile={profile} showChat={false} />);
    expect(screen.getByTestId('profile-card').textContent).toContain('Utrecht');
    expect(screen.getByTestId('profile-card').textContent).not.toContain('green');
    cleanup();
    useDemoSettings({ features: { profileDetails: ['eye_color'] } });
    show(<ProfileCard profile={profile} showChat={false} />);
    // The choice in the reader's words, as signup names it, not as stored.
    expect(screen.getByTestId('profile-card').textContent).toContain('Green');
    expect(screen.getByTestId('profile-card').textContent).not.toContain('green');
    expect(screen.getByTestId('profile-card').textContent).not.toContain('Utrecht');
  });
});

describe('searchStartConversation', () => {
  it.each([true, false])('%s: search results offer to start a conversation or not', (on) => {
    useDemoSettings({ features: { searchStartConversation: on } });
    show(
      <ResultGrid
        profiles={[profile]}
        tiles={{ cams: [], showCams: false, showResell: false }}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => {}}
        testId="results"
      />,
    );
    expect(screen.queryAllByRole('link', { name: /message|chat/i }).length > 0).toBe(on);
  });
});

describe('chatEmojiButton', () => {
  it.each([true, false])('%s: the composer has the emoji button or not', (on) => {
    useDemoSettings({ features: { chatEmojiButton: on } });
    show(<Composer onSend={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Insert an emoji' }) !== null).toBe(on);
  });
});
