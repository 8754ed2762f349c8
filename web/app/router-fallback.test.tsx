// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A member's page has no server render: the router renders once before the page's code is in.
it('renders nothing before the first page has loaded, and warns of nothing (decision 023l)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries: ['/pages/terms'] });
  const view = render(<RouterProvider router={router} />);
  expect(router.state.initialized).toBe(false);
  expect(view.container.innerHTML).toBe('');
  expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([]);
  view.unmount();
  router.dispose();
});
