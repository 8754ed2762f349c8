import os from 'node:os';
import { createConcurrencyLimit } from '@server/concurrency-limit';
import { badRequest, serviceUnavailable } from '@server/errors';
import sharp, { type Metadata } from 'sharp';
import { lowerDecodePriority } from './decode-priority';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/**
 * The decoded size an upload may have (pixels × channels × bytes per sample): 40 megapixels of
 * ordinary 8-bit colour. Decoding costs with it, not with the file: a 300 kB 16-bit PNG of 40
 * megapixels decodes to 320 MB and took ~6 s of CPU (issue 22).
 */
export const PHOTO_MAX_DECODED_BYTES = PHOTO_MAX_PIXELS * 3;
const ORIGINAL_MAX_SIDE = 1600;
const THUMB_SIDE = 400;

/** Bytes per sample of sharp's `depth` (libvips band formats); an unknown one counts as the widest. */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
};

/**
 * Photos decoded at once in this process: half the cores (at least one), with libvips' per-image
 * concurrency at 1, so that uploads leave the other half to the requests being served. Beyond
 * PHOTOS_WAITING waiting (each holding its upload's bytes), an upload is refused with a 503.
 */
export const PHOTO_WORKERS = Math.max(1, Math.floor(os.availableParallelism() / 2));
const PHOTOS_WAITING = 16;
export const photoSlots = createConcurrencyLimit(PHOTO_WORKERS, {
  maxWaiting: PHOTOS_WAITING,
  whenFull: () =>
    serviceUnavailable('unavailable', 'Many photos are being processed. Try again in a moment.'),
});
// libvips would otherwise spread each image over every core: the bound above would not hold.
sharp.concurrency(1);

export type ProcessedPhoto = { original: Buffer; thumb: Buffer };

export const invalid = (message = 'This file is not a PNG or JPEG photo.') =>
  badRequest('photo_invalid', message, { file: 'photo_invalid' });
export const tooLarge = () =>
  badRequest('photo_too_large', 'This photo is too large (at most 10 MB and 40 megapixels).', {
    file: 'photo_too_large',
  });
const tooComplex = () =>
  badRequest(
    'photo_too_complex',
    'This photo takes too much memory to process (16-bit colour or transparency at this size); save it as a JPEG.',
    { file: 'photo_too_complex' },
  );

/**
 * Decides by content, never by name or declared type: sharp reads the header, only PNG and
 * JPEG pass, the pixel count and the decoded size are checked before decoding (so a
 * decompression bomb or a costly 16-bit image is refused cheaply), and the re-encode to WebP
 * drops all metadata (EXIF location included). The decoding waits for one of `photoSlots`.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw invalid();
  if (input.length > PHOTO_MAX_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') throw invalid();
  if (!meta.width || !meta.height) throw invalid();
  const pixels = meta.width * meta.height;
  if (pixels > PHOTO_MAX_PIXELS) throw tooLarge();
  const sampleBytes = SAMPLE_BYTES[meta.depth ?? ''] ?? 8;
  if (pixels * (meta.channels ?? 4) * sampleBytes > PHOTO_MAX_DECODED_BYTES) throw tooComplex();
  return photoSlots.run(async () => {
    await lowerDecodePriority();
    try {
      return await encode(input);
    } finally {
      // libvips starts its workers on first use: the first photo's run at the normal priority.
      await lowerDecodePriority();
    }
  });
}

/**
 * Decodes the upload once, for the original; the thumbnail is made from that original (at most
 * 1600 px, cheap to decode) rather than by decoding the upload a second time.
 */
async function encode(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const original = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(original)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
    return { original, thumb };
  } catch {
    throw invalid();
  }
}
