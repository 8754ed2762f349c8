import { ROUTES } from '@common/routes';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import { PENDING_PAGES } from './pending-pages';

describe('pages', () => {
  it('every route has either a built page or is named in the pending list, never both', () => {
    for (const r of ROUTES) {
      const built = r.name in PAGES;
      const pending = (PENDING_PAGES as readonly string[]).includes(r.name);
      expect([r.name, built !== pending]).toEqual([r.name, true]);
    }
  });

  it('the pending list names only real routes', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    expect(PENDING_PAGES.filter((n) => !names.has(n))).toEqual([]);
  });
});
