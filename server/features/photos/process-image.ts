import os from 'node:os';
import { createConcurrencyLimit } from '@server/concurrency-limit';
import { badRequest, serviceUnavailable } from '@server/errors';
import { decodeInChild } from './decoder-pool';
import { asUploadDecoding } from './uploads-decoding';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Photos decoded at once: half the cores (at least one), each in its own decoder process at the
 * lowest CPU priority with one libvips thread, so that uploads leave the other half to the
 * requests being served. Beyond PHOTOS_WAITING waiting (each holding its upload's bytes), an
 * upload is refused with a 503.
 */
export const PHOTO_WORKERS = Math.max(1, Math.floor(os.availableParallelism() / 2));
const PHOTOS_WAITING = 16;
export const photoSlots = createConcurrencyLimit(PHOTO_WORKERS, {
  maxWaiting: PHOTOS_WAITING,
  whenFull: () =>
    serviceUnavailable('unavailable', 'Many photos are being processed. Try again in a moment.'),
});

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
 * Checks an upload by its content and re-encodes it to a WebP original and thumbnail without
 * metadata (decode-photo.ts), in a decoder process (decoder-pool.ts) once one of `photoSlots`
 * is free. The size is checked here, before any waiting. While it waits and decodes, classification
 * yields (uploads-decoding.ts, decision 022g).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw invalid();
  if (input.length > PHOTO_MAX_BYTES) throw tooLarge();
  const photo = await asUploadDecoding(() => photoSlots.run(() => decodeInChild(input)));
  switch (photo.outcome) {
    case 'ok':
      return { original: photo.original, thumb: photo.thumb };
    case 'photo_too_large':
      throw tooLarge();
    case 'photo_too_complex':
      throw tooComplex();
    default:
      throw invalid();
  }
}
