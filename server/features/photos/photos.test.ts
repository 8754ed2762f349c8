import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createLocalStorage } from '@server/storage/local-storage';
import { multipartFile } from '@server/test/multipart';
import { setUpTestApp, signUp, uniqueEmail } from '@server/test/test-app';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoderPids } from './decoder-pool';
import { PHOTO_WORKERS, photoSlots } from './process-image';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-photos-'));
const t = setUpTestApp({ storage: createLocalStorage(dir) });
let cookie: string;

beforeAll(async () => {
  cookie = await signUp(t.app, uniqueEmail('photo'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function upload(filename: string, contentType: string, body: Buffer, c = cookie) {
  const m = multipartFile(filename, contentType, body);
  return t.app.inject({
    method: 'POST',
    url: '/api/profileimage.php',
    headers: { cookie: c, 'content-type': m.contentType },
    payload: m.payload,
  });
}

function storedFiles(): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.webp'));
}

/**
 * Field `n` (0-based) after a /proc stat file's command name: 3 session, 16 nice, 11 + 12 CPU
 * time, 38 scheduling policy.
 */
function statField(file: string, n: number): number {
  const stat = fs.readFileSync(file, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[n]);
}
/** A process's session group, or undefined where Linux does not group by session. */
function readAutogroup(pid: number): string | undefined {
  const file = `/proc/${pid}/autogroup`;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
const NICE = 16;
const SESSION = 3;
const POLICY = 38;
/** SCHED_IDLE's number in /proc (SCHED_OTHER is 0). */
const SCHED_IDLE = 5;
const cpuTicks = (pid: number) => statField(`/proc/${pid}/stat`, 11) + statField(`/proc/${pid}/stat`, 12);

/** Server processes holding the "uploads decoding" advisory lock (photo-work-locks.ts). */
const uploadsLockHolders = async () =>
  Number(
    (
      await t.tdb.db.$client.query(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and granted and classid = 4242027 and objid = 2 and objsubid = 2
           and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows[0]?.n ?? 0,
  );

const imageCount = async () =>
  Number((await t.tdb.db.$client.query('select count(*)::int as n from images')).rows[0]?.n ?? 0);

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A tiny PNG whose header claims `width`×`height` pixels of `bitDepth` bits in `colourType`
 * (0 grey, 2 RGB, 6 RGBA), with only its first 64 rows of data: what decoding would cost is
 * read from the header alone.
 */
function pngClaiming(width: number, height: number, bitDepth: 8 | 16, colourType: 0 | 2 | 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  const channels = { 0: 1, 2: 3, 6: 4 }[colourType];
  const row = Buffer.alloc(1 + (width * channels * bitDepth) / 8);
  const idat = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/profileimage.php', () => {
  it('re-encodes a JPEG to WebP original and thumbnail, without metadata, and makes it the main image', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c36' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('me.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    expect(image.status).toBe('active'); // auto_approve_images is on for the demo site
    expect(image.thumb_filename).toMatch(/^p\/\d+\/[0-9a-f]{24}-thumb\.webp$/);
    const thumb = fs.readFileSync(path.join(dir, image.thumb_filename));
    const meta = await sharp(thumb).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    const user = (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
    expect(user.profile.main_image).toEqual({ thumb_filename: image.thumb_filename, status: 'active' });
    const served = await t.app.inject({ url: `/media/${image.thumb_filename}` });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('decides by content: a real PNG named .jpg and declared as JPEG is still a PNG and accepted', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#3c6' } })
      .png()
      .toBuffer();
    const res = await upload('holiday.jpg', 'image/jpeg', png);
    expect(res.statusCode).toBe(200);
    expect(res.json().image.thumb_filename).toMatch(/\.webp$/);
  });

  it('accepts a 16-bit PNG whose decoded size is within the bound', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#36c8' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).depth).toBe('ushort');
    const res = await upload('deep.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const original = fs.readFileSync(path.join(dir, res.json().image.thumb_filename.replace('-thumb', '')));
    expect(await sharp(original).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
  });

  it('decodes at most PHOTO_WORKERS photos at once: the others wait their turn, then are stored', async () => {
    const held = await Promise.all(Array.from({ length: PHOTO_WORKERS }, () => photoSlots.acquire()));
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#963' } })
      .png()
      .toBuffer();
    expect(await uploadsLockHolders()).toBe(0);
    const uploads = [upload('a.png', 'image/png', png), upload('b.png', 'image/png', png)];
    await expect.poll(() => photoSlots.waiting).toBe(2);
    expect(photoSlots.active).toBe(PHOTO_WORKERS);
    // Queued uploads already tell the classifiers of every process to wait (decision 022g).
    await expect.poll(uploadsLockHolders).toBe(1);
    for (const release of held) release();
    expect((await Promise.all(uploads)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect([photoSlots.active, photoSlots.waiting]).toEqual([0, 0]);
    await expect.poll(uploadsLockHolders).toBe(0);
  });

  it('decodes in a decoder of its own session under SCHED_IDLE at nice 19, every thread; the server stays as it was', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#396' } })
      .png()
      .toBuffer();
    const serverGroup = readAutogroup(process.pid);
    expect((await upload('a.png', 'image/png', png)).statusCode).toBe(200);
    const [pid] = decoderPids().idle;
    if (pid === undefined) throw new Error('no decoder ran the upload');
    const threads = fs.readdirSync(`/proc/${pid}/task`).map((tid) => ({
      name: fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(),
      nice: statField(`/proc/${pid}/task/${tid}/stat`, NICE),
      policy: statField(`/proc/${pid}/task/${tid}/stat`, POLICY),
    }));
    // libvips works there: its worker threads live in the decoder.
    expect(threads.some((th) => th.name.startsWith('libvips worker'))).toBe(true);
    expect(threads.map((th) => th.nice)).toEqual(threads.map(() => 19));
    // This machine has chrt (util-linux), as the production image does (niced-child.ts).
    expect(threads.map((th) => th.policy)).toEqual(threads.map(() => SCHED_IDLE));
    expect(statField(`/proc/${process.pid}/stat`, NICE)).toBe(0);
    expect(statField(`/proc/${process.pid}/stat`, POLICY)).toBe(0);
    // A session of its own: its CPU time is not charged to the server's session (decoder-pool.ts).
    expect(statField(`/proc/${pid}/stat`, SESSION)).not.toBe(statField(`/proc/${process.pid}/stat`, SESSION));
    // Where Linux groups by session (this machine, as most), that session's group weighs the least
    // too: a thread's nice counts only inside its group (niced-child.ts, lowerAutogroup).
    // The server's own group is left as it was; it prints nothing when the server is in the
    // boot session's group (as in CI's container), which no nice applies to.
    if (serverGroup !== undefined) {
      expect(readAutogroup(pid)).toMatch(/ nice 19\n?$/);
      expect(readAutogroup(process.pid)).toBe(serverGroup);
    }
  });

  it('answers a clear 503 when the decoder dies mid-decode, stores nothing, and starts a new decoder', async () => {
    const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    // The costliest photo the checks accept: decoding takes long enough to be caught in the act.
    const costly = await sharp({
      create: { width: 6_000, height: 5_000, channels: 4, background: { r: 200, g: 60, b: 90, alpha: 0.8 } },
    })
      .png()
      .toBuffer();
    expect((await upload('a.png', 'image/png', small)).statusCode).toBe(200);
    const [pid] = decoderPids().idle as [number];
    const cpuBefore = cpuTicks(pid);
    const files = storedFiles().length;
    const images = await imageCount();
    const pending = upload('costly.png', 'image/png', costly);
    // Decoding: the decoder has taken CPU time since it was handed the photo.
    await expect.poll(() => cpuTicks(pid) - cpuBefore, { interval: 10, timeout: 15_000 }).toBeGreaterThan(5);
    expect(decoderPids().busy).toEqual([pid]);
    process.kill(pid, 'SIGKILL');
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('unavailable');
    expect(storedFiles()).toHaveLength(files);
    expect(await imageCount()).toBe(images);

    expect((await upload('b.png', 'image/png', small)).statusCode).toBe(200);
    expect(decoderPids().idle).toHaveLength(1);
    expect(decoderPids().idle[0]).not.toBe(pid);
  });

  it('keeps a photo pending on a site without auto-approval', async () => {
    const other = await signUp(t.app, uniqueEmail('lavish'), 'lavish.localhost');
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const m = multipartFile('a.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profileimage.php',
      headers: { cookie: other, host: 'lavish.localhost', 'content-type': m.contentType },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image.status).toBe('pending');
  });

  const bad: [string, () => Promise<{ name: string; type: string; body: Buffer }>, string][] = [
    [
      'a text file named .png',
      async () => ({ name: 'x.png', type: 'image/png', body: Buffer.from('just some text, honestly') }),
      'photo_invalid',
    ],
    [
      'a GIF (not an allowed type)',
      async () => ({
        name: 'x.png',
        type: 'image/png',
        body: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      }),
      'photo_invalid',
    ],
    [
      'a decompression bomb (50000×50000: 2.5 gigapixels)',
      async () => ({ name: 'bomb.png', type: 'image/png', body: pngClaiming(50_000, 50_000, 8, 0) }),
      'photo_too_large',
    ],
    [
      'a 16-bit RGBA PNG of 30 megapixels (240 MB decoded)',
      async () => ({ name: 'deep.png', type: 'image/png', body: pngClaiming(6_000, 5_000, 16, 6) }),
      'photo_too_complex',
    ],
    [
      'an 8-bit RGBA PNG of 36 megapixels (144 MB decoded)',
      async () => ({ name: 'alpha.png', type: 'image/png', body: pngClaiming(6_000, 6_000, 8, 6) }),
      'photo_too_complex',
    ],
    [
      'a 0-byte file',
      async () => ({ name: 'empty.jpg', type: 'image/jpeg', body: Buffer.alloc(0) }),
      'photo_invalid',
    ],
    [
      'a file over 10 MB',
      async () => ({
        name: 'big.jpg',
        type: 'image/jpeg',
        body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]),
      }),
      'photo_too_large',
    ],
    [
      'a truncated JPEG',
      async () => ({
        name: 'cut.jpg',
        type: 'image/jpeg',
        body: (
          await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f00' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 300),
      }),
      'photo_invalid',
    ],
  ];

  it.each(bad)('refuses %s with a translated error and stores nothing', async (_label, make, code) => {
    const { name, type, body } = await make();
    const files = storedFiles().length;
    const images = await imageCount();
    const res = await upload(name, type, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(code);
    expect(storedFiles()).toHaveLength(files);
    expect(await imageCount()).toBe(images);
  });

  it('refuses a guest', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const m = multipartFile('a.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profileimage.php',
      headers: { 'content-type': m.contentType },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(403);
  });
});
