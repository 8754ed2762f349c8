import { AppError, badRequest } from '@server/errors';
import type { FastifyRequest } from 'fastify';
import { invalid, tooLarge } from './process-image';

/**
 * The bytes of the request's one multipart file, or the error that says what was wrong with it.
 * A route-side helper (the members' and the staff's upload routes): services get the bytes.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw invalid('Send the photo as multipart form data.');
  let bytes: Buffer;
  try {
    const file = await req.file();
    if (!file) throw badRequest('photo_invalid', 'No file was sent.', { file: 'required' });
    bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else while reading the body is a broken upload (busboy's "Unexpected end of
    // form" when the client stops mid-way), not a server fault.
    throw invalid('The upload was incomplete.');
  }
  return bytes;
}
