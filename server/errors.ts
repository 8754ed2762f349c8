import type { ErrorCode, FieldErrors } from '../common/api/errors';

/** A failure the client may see: status, stable code, English message, optional field keys. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** For 429s: the seconds until the window reopens, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'validation_failed', message, fields);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please log in first.');
export const forbidden = (message = 'You may not do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    retryAfterSeconds,
  );
