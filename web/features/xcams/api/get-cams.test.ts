import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCams } from './get-cams';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCams', () => {
  it('aborts a superseded call and answers the newest one', async () => {
    vi.stubGlobal('window', { location: { host: 'localhost' } });
    const signals: AbortSignal[] = [];
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      urls.push(url);
      return new Promise<Response>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (signals.length === 2) {
          const cam = { account: 'm1', name: 'Max', age: 30, thumb: '', online: true };
          resolve(new Response(JSON.stringify({ cams: { m1: cam }, resell: true }), { status: 200 }));
        }
      });
    });
    const first = getCams({ gender: 'female', min_age: 18, max_age: 25 });
    const second = getCams({ gender: 'male', min_age: 26, max_age: 35 });
    await expect(first).rejects.toThrow('aborted');
    expect(signals[0]?.aborted).toBe(true);
    expect(await second).toEqual({
      cams: [{ account: 'm1', name: 'Max', age: 30, thumb: '', online: true }],
      resell: true,
    });
    expect(urls[1]).toBe('/api/xcams/search.php?gender=male&min_age=26&max_age=35');
  });

  it('only logs a failure and shows no tiles', async () => {
    vi.stubGlobal('window', { location: { host: 'localhost' } });
    vi.stubGlobal('fetch', async () => new Response('{"error":"internal","message":"x"}', { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await getCams({ gender: null, min_age: 18, max_age: 100 })).toEqual({ cams: [], resell: false });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
