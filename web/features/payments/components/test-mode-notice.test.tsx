// @vitest-environment happy-dom

import { createMollieProvider } from '@server/features/payments/providers/mollie-provider';
import { createMember } from '@server/test/social-fixtures';
import type { TestApp, TestAppOverrides } from '@server/test/test-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@web/i18n/i18n';
import { loadSettings } from '@web/lib/settings';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../pages/checkout-page';
import { CreditsPage } from '../pages/credits-page';
import { PremiumPage } from '../pages/premium-page';
import { PricingPage } from '../pages/pricing-page';

/**
 * Issue 22.1: while the demo provider runs (npm start, or staging with DEMO_PAYMENTS=1) every page
 * where a member chooses or makes a payment says that no money moves; with a real one none does.
 * The demo checkout page itself always shows it (demo-checkout-page.tsx).
 */
const PAGES: [string, string, ReactNode][] = [
  ['/pricing', '/pricing', <PricingPage key="pricing" />],
  ['/credits', '/credits', <CreditsPage key="credits" />],
  ['/premium', '/premium', <PremiumPage key="premium" />],
  ['/credits/:creditId/:paymentMethod?', '/credits/popular', <CheckoutPage key="checkout" />],
];

function renderAt(route: string, url: string, page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function liveServer(overrides: TestAppOverrides = {}) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startLiveServer(overrides);
    await initI18n(await loadSettings());
    actAsMember((await createMember(t.app, t.tdb.db)).cookie);
  });
  afterAll(async () => {
    await t?.close();
  });
}
afterEach(cleanup);

const NOTICE = /No real money is charged/;

describe('with the demo provider', () => {
  liveServer();
  for (const [route, url, page] of PAGES) {
    it(`${url} says that no money moves, and for which country the prices are`, async () => {
      renderAt(route, url, page);
      await waitFor(() => expect(screen.getByTestId('price-country')).toBeTruthy());
      expect(screen.getByTestId('price-country').textContent).toBe('Prices for Netherlands, VAT included');
      expect(screen.getByRole('note').textContent).toMatch(NOTICE);
    });
  }
});

describe('with a real provider', () => {
  // Never called here: the pages only read the catalogue.
  liveServer({
    paymentProvider: createMollieProvider({ apiKey: 'test_x', baseUrl: 'http://127.0.0.1:9/v2/' }),
  });
  for (const [route, url, page] of PAGES) {
    it(`${url} shows no test-mode notice`, async () => {
      renderAt(route, url, page);
      await waitFor(() => expect(screen.getByTestId('price-country')).toBeTruthy());
      expect(screen.queryByRole('note')).toBeNull();
    });
  }
});
