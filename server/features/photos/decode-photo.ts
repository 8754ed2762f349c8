import sharp, { type Metadata } from 'sharp';

/*
 * The sharp (libvips) work on an upload. It runs only in the decoder process
 * (decoder-process.ts), never in the server: imports here stay relative, so the child loads
 * nothing of the server.
 */

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

/** What became of an upload; each refusal is the error code the member is answered. */
export type DecodeOutcome = 'ok' | 'photo_invalid' | 'photo_too_large' | 'photo_too_complex';
export type DecodedPhoto =
  | { outcome: 'ok'; original: Buffer; thumb: Buffer }
  | { outcome: Exclude<DecodeOutcome, 'ok'> };

/**
 * Decides by content, never by name or declared type: sharp reads the header, only PNG and
 * JPEG pass, the pixel count and the decoded size are checked before decoding (so a
 * decompression bomb or a costly 16-bit image is refused cheaply), and the re-encode to WebP
 * drops all metadata (EXIF location included).
 */
export async function decodePhoto(input: Buffer): Promise<DecodedPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { outcome: 'photo_invalid' };
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') return { outcome: 'photo_invalid' };
  if (!meta.width || !meta.height) return { outcome: 'photo_invalid' };
  const pixels = meta.width * meta.height;
  if (pixels > PHOTO_MAX_PIXELS) return { outcome: 'photo_too_large' };
  const sampleBytes = SAMPLE_BYTES[meta.depth ?? ''] ?? 8;
  if (pixels * (meta.channels ?? 4) * sampleBytes > PHOTO_MAX_DECODED_BYTES) {
    return { outcome: 'photo_too_complex' };
  }
  return encode(input);
}

/**
 * Decodes the upload once, for the original; the thumbnail is made from that original (at most
 * 1600 px, cheap to decode) rather than by decoding the upload a second time.
 */
async function encode(input: Buffer): Promise<DecodedPhoto> {
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
    return { outcome: 'ok', original, thumb };
  } catch {
    return { outcome: 'photo_invalid' };
  }
}
