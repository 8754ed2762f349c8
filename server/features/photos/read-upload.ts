import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { invalid, tooLarge } from './process-image';

/** The bytes of the request's one multipart file, or the error that says what was wrong with it. */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw invalid('Send the photo as multipart form data.');
  const file = await req.file();
  if (!file) throw badRequest('photo_invalid', 'No file was sent.', { file: 'required' });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  return bytes;
}
