import { describe, expect, it } from 'vitest';
import { searchVisible } from './logged-out-search';

describe('logged-out search visibility', () => {
  const guest = { loggedIn: false, loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'none' } as const;
  it('always shows search to members', () => {
    expect(searchVisible({ ...guest, loggedIn: true, trafficsource: null })).toBe(true);
  });
  it('hides it from guests when both settings are none', () => {
    expect(searchVisible({ ...guest, trafficsource: 'adnet' })).toBe(false);
  });
  it('shows it to guests when logged_out_search is not none', () => {
    expect(searchVisible({ ...guest, loggedOutSearch: 'other', trafficsource: null })).toBe(true);
  });
  it('needs a traffic source for the traffic-source variant', () => {
    const v = { ...guest, loggedOutSearchTrafficsource: 'other' } as const;
    expect(searchVisible({ ...v, trafficsource: null })).toBe(false);
    expect(searchVisible({ ...v, trafficsource: '  ' })).toBe(false);
    expect(searchVisible({ ...v, trafficsource: 'adnet' })).toBe(true);
  });
});
