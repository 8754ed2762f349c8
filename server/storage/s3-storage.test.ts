import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '@server/test/s3-server';
import { createTestApp, signUp, uniqueEmail } from '@server/test/test-app';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage, parseStorageUrl } from './create-storage';
import { createLocalStorage } from './local-storage';
import { migrateLocalStorage } from './migrate-storage';
import type { Storage } from './storage';

let s3: TestS3Server;
let prefixCounter = 0;

// Each test its own prefix in the one bucket, so they cannot see each other's objects.
function s3Storage(prefix = `t${process.pid}-${++prefixCounter}`): Storage {
  return createStorage(
    { kind: 's3', bucket: TEST_BUCKET, prefix },
    { endpoint: s3.endpoint, region: 'us-east-1' },
  );
}

// vi.stubEnv, undone after the file: a test worker runs the next file in the same process.
beforeAll(async () => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  s3 = await startS3Server();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.close();
});

describe('STORAGE_URL', () => {
  it('selects local storage by default or file://, and S3 with bucket and prefix', () => {
    expect(parseStorageUrl(undefined, '/srv/amorio')).toEqual({ kind: 'file', dir: '/srv/amorio/uploads' });
    expect(parseStorageUrl('file:///var/lib/photos', '/srv')).toEqual({
      kind: 'file',
      dir: '/var/lib/photos',
    });
    expect(parseStorageUrl('s3://amorio-photos/site/a/', '/srv')).toEqual({
      kind: 's3',
      bucket: 'amorio-photos',
      prefix: 'site/a',
    });
    expect(parseStorageUrl('s3://amorio-photos', '/srv')).toEqual({
      kind: 's3',
      bucket: 'amorio-photos',
      prefix: '',
    });
    expect(() => parseStorageUrl('ftp://x/y', '/srv')).toThrow(/must be file/);
  });
});

describe('S3 storage adapter (against a local S3 server)', () => {
  it('stores, reads back and deletes an object under its prefix', async () => {
    const storage = s3Storage('adapter');
    const body = Buffer.from('RIFF-webp-bytes');
    await storage.put('p/1/abc-thumb.webp', body, 'image/webp');
    expect(await storage.get('p/1/abc-thumb.webp')).toEqual({ body, contentType: 'image/webp' });
    // The prefix is really used: another prefix does not see it.
    expect(await s3Storage('other').get('p/1/abc-thumb.webp')).toBeNull();
    await storage.delete('p/1/abc-thumb.webp');
    expect(await storage.get('p/1/abc-thumb.webp')).toBeNull();
  });

  it('answers null for a missing or malformed key and refuses to write a bad one', async () => {
    const storage = s3Storage();
    expect(await storage.get('p/1/none.webp')).toBeNull();
    expect(await storage.get('../etc/passwd.webp')).toBeNull();
    await expect(storage.put('p/1/x.exe', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.put('p/1/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(
      /implies image\/webp/,
    );
  });

  it('keeps an uploaded photo in S3 and the app serves it with its headers', async () => {
    const storage = s3Storage();
    const t = await createTestApp({ storage });
    try {
      const cookie = await signUp(t.app, uniqueEmail('s3photo'));
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3c6' } })
        .png()
        .toBuffer();
      const boundary = '----amorio-s3-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profileimage.php',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const key = res.json().image.thumb_filename as string;
      const stored = await storage.get(key);
      expect(stored).not.toBeNull();
      expect((await sharp(stored?.body).metadata()).format).toBe('webp');

      const served = await t.app.inject({ url: `/media/${key}`, headers: { cookie } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('npm run storage:migrate', () => {
  it('copies every local photo to S3 and reports the files that are not storage keys', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-migrate-'));
    try {
      const local = createLocalStorage(dir);
      const keys = Array.from({ length: 12 }, (_, i) => `p/${i % 3}/k${i}-thumb.webp`);
      for (const key of keys) await local.put(key, Buffer.from(`bytes of ${key}`), 'image/webp');
      fs.writeFileSync(path.join(dir, 'p/0/k0-thumb.webp.1a2b.tmp'), 'half written');

      const target = s3Storage();
      const report = await migrateLocalStorage(dir, target);
      expect(report).toEqual({ copied: 12, skipped: ['p/0/k0-thumb.webp.1a2b.tmp'] });
      for (const key of keys) expect((await target.get(key))?.body.toString()).toBe(`bytes of ${key}`);
      // Again (photos uploaded meanwhile): the same objects, nothing lost.
      expect((await migrateLocalStorage(dir, target)).copied).toBe(12);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as a command configured by STORAGE_URL and the AWS_* variables', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-migrate-cli-'));
    try {
      await createLocalStorage(path.join(dataDir, 'uploads')).put(
        'p/9/cli-thumb.webp',
        Buffer.from('cli'),
        'image/webp',
      );
      const prefix = `cli-${process.pid}`;
      const out = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const c = spawn(process.execPath, ['--import', 'tsx', 'server/storage-migrate.ts'], {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            STORAGE_URL: `s3://${TEST_BUCKET}/${prefix}`,
            AWS_ENDPOINT_URL_S3: s3.endpoint,
            AWS_REGION: 'eu-west-1',
            AWS_ACCESS_KEY_ID: 'S3RVER',
            AWS_SECRET_ACCESS_KEY: 'S3RVER',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let stdout = '';
        c.stdout.on('data', (d) => {
          stdout += String(d);
        });
        c.on('exit', (code) => resolve({ code, stdout }));
      });
      expect(out.code).toBe(0);
      expect(out.stdout).toContain('copied 1 objects');
      expect((await s3Storage(prefix).get('p/9/cli-thumb.webp'))?.body.toString()).toBe('cli');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
