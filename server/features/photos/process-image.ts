import { badRequest } from '@server/errors';
import sharp, { type Metadata } from 'sharp';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
const ORIGINAL_MAX_SIDE = 1600;
const THUMB_SIDE = 400;

export type ProcessedPhoto = { original: Buffer; thumb: Buffer };

export const invalid = (message = 'This file is not a PNG or JPEG photo.') =>
  badRequest('photo_invalid', message, { file: 'photo_invalid' });
export const tooLarge = () =>
  badRequest('photo_too_large', 'This photo is too large (at most 10 MB and 40 megapixels).', {
    file: 'photo_too_large',
  });

/**
 * Decides by content, never by name or declared type: sharp reads the header, only PNG and
 * JPEG pass, the pixel count is checked before decoding (so a decompression bomb is refused
 * cheaply), and the re-encode to WebP drops all metadata (EXIF location included).
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
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw tooLarge();
  try {
    const base = () => sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const original = await base()
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await base()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer();
    return { original, thumb };
  } catch {
    throw invalid();
  }
}
