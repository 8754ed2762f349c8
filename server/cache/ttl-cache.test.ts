import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and expires after the ttl', async () => {
    vi.useFakeTimers();
    try {
      const c = new TtlCache<number>(1000);
      let n = 0;
      const load = () => Promise.resolve(++n);
      expect(await Promise.all([c.get('k', load), c.get('k', load)])).toEqual([1, 1]);
      vi.advanceTimersByTime(1001);
      expect(await c.get('k', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the stale value while one refresh runs, then the fresh one', async () => {
    vi.useFakeTimers();
    try {
      const c = new TtlCache<number>(1000, 100, true);
      let calls = 0;
      let release: (v: number) => void = () => {};
      const load = () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = r));
      };
      expect(await c.get('k', load)).toBe(1);
      vi.advanceTimersByTime(1500);
      expect(await c.get('k', load)).toBe(1);
      expect(await c.get('k', load)).toBe(1);
      expect(calls).toBe(2);
      release(2);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(await c.get('k', load)).toBe(2);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep failures and never caches with ttl 0', async () => {
    const c = new TtlCache<number>(1000);
    await expect(c.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(await c.get('k', () => Promise.resolve(5))).toBe(5);
    const off = new TtlCache<number>(0);
    let m = 0;
    await off.get('k', () => Promise.resolve(++m));
    await off.get('k', () => Promise.resolve(++m));
    expect(m).toBe(2);
  });
});
