import zlib from 'node:zlib';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

describe('response compression', () => {
  it('sends JSON brotli-compressed to a client that accepts it, and says it varies', async () => {
    const plain = await t.app.inject({ url: '/api/settings.php' });
    const res = await t.app.inject({ url: '/api/settings.php', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip, and sends plain text to a client that accepts neither', async () => {
    const gz = await t.app.inject({ url: '/api/settings.php', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).name).toBe('Amorio');
    const refused = await t.app.inject({
      url: '/api/settings.php',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().name).toBe('Amorio');
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ url: '/api/nope.php', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
