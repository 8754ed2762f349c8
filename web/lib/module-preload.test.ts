// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload, LINKS_PER_TASK, resetModulePreload } from './module-preload';

type HappyDomWindow = { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } };
const happyDom = (window as unknown as HappyDomWindow).happyDOM;

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
    (link) => new URL(link.href).pathname,
  );
const chunks = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => `assets/${prefix}${i}.js`);

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  resetModulePreload();
});
afterEach(() => {
  vi.useRealTimers();
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
});

describe('the build’s preload helper (decision 023z)', () => {
  it('inserts a lazy chunk’s preload links a few per task, all of them in the end', async () => {
    const load = vi.fn(async () => 'page');
    const page = __vitePreload(load, chunks(8));
    expect(preloads()).toEqual(chunks(LINKS_PER_TASK).map((c) => `/${c}`));
    // The import itself does not wait for the links.
    await expect(page).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(chunks(2 * LINKS_PER_TASK).map((c) => `/${c}`));
    vi.runAllTimers();
    expect(preloads()).toEqual(chunks(8).map((c) => `/${c}`));
    expect(vi.getTimerCount()).toBe(0);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('asks for no chunk twice, nor for one the document already has', async () => {
    const present = document.createElement('link');
    present.rel = 'modulepreload';
    present.href = '/assets/c0.js';
    document.head.append(present);
    await __vitePreload(async () => 'a', ['assets/c0.js', 'assets/c1.js']);
    await __vitePreload(async () => 'b', ['assets/c1.js', 'assets/c2.js']);
    expect(preloads()).toEqual(['/assets/c0.js', '/assets/c1.js', '/assets/c2.js']);
  });

  it('queues a second import’s links behind the first’s while those still wait', async () => {
    await __vitePreload(async () => 'a', chunks(5, 'a'));
    await __vitePreload(async () => 'b', chunks(2, 'b'));
    expect(preloads()).toEqual(chunks(LINKS_PER_TASK, 'a').map((c) => `/${c}`));
    vi.runAllTimers();
    expect(preloads()).toEqual([...chunks(5, 'a'), ...chunks(2, 'b')].map((c) => `/${c}`));
  });

  it('imports once the chunk’s stylesheet has loaded', async () => {
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    const load = vi.fn(async () => 'staff');
    await expect(__vitePreload(load, ['assets/staff.js', 'assets/staff.css'])).resolves.toBe('staff');
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      new URL('/assets/staff.css', document.baseURI).href,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a stylesheet that fails as vite:preloadError, which the app may take', async () => {
    const seen: unknown[] = [];
    const take = (event: Event) => {
      seen.push((event as Event & { payload?: unknown }).payload);
      event.preventDefault();
    };
    window.addEventListener('vite:preloadError', take);
    // happy-dom logs the stylesheet it cannot load.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const load = vi.fn(async () => 'staff');
      await expect(__vitePreload(load, ['assets/broken.css'])).resolves.toBe('staff');
      expect(seen).toHaveLength(1);
      expect(String(seen[0])).toMatch(/Unable to preload CSS/);
    } finally {
      logged.mockRestore();
      window.removeEventListener('vite:preloadError', take);
    }
  });

  it('rethrows a failed import nobody takes, after reporting it', async () => {
    const reported = vi.fn();
    window.addEventListener('vite:preloadError', reported);
    try {
      const failure = new TypeError('Failed to fetch dynamically imported module: /assets/gone.js');
      await expect(__vitePreload(() => Promise.reject(failure), ['assets/gone.js'])).rejects.toBe(failure);
      expect(reported).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('vite:preloadError', reported);
    }
  });
});
