import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local-storage';
import { mediaRoutes } from './routes';

describe('GET /media/*', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-media-'));
    const storage = createLocalStorage(path.join(dir, 'uploads'));
    await storage.put('seed/1-thumb.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
    fs.writeFileSync(path.join(dir, 'secret.webp'), 'outside the uploads folder');
    app = Fastify();
    mediaRoutes(app, storage);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a stored file as immutable WebP', async () => {
    const res = await app.inject({ url: '/media/seed/1-thumb.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('RIFF0000WEBP');
  });

  it.each([
    '/media/seed/2-thumb.webp',
    '/media/seed/..%2f..%2fsecret.webp',
    '/media/seed/1-thumb.png',
    '/media/Seed/1-thumb.webp',
    '/media/',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  // The router normalises these before routing, so they never reach the media route at all.
  it.each(['/media/../secret.webp', '/media/%2e%2e/secret.webp'])('never serves %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('outside the uploads folder');
  });

  it('refuses to store under a key that could leave the folder', async () => {
    const storage = createLocalStorage(path.join(dir, 'uploads'));
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('a/b.webp', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
