import type { ErrorCode } from '../common/api/errors';

/** A failure the client may see: status, stable code, English message, optional field keys. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_failed', message, fields);
/**
 * "Not logged in" is 403 on every member call (the web's session polling re-fetches the user on
 * a 403); `session_ended` tells a client whose cookie outlived its session to drop it.
 */
export const notLoggedIn = () => new AppError(403, 'forbidden', 'Please log in first.');
export const sessionEnded = () =>
  new AppError(403, 'session_ended', 'Your session has ended. Please log in again.');
export const forbidden = (message = 'You may not do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const rateLimited = (retryAfterS: number) =>
  new AppError(429, 'rate_limited', `Too many attempts. Try again in ${retryAfterS} seconds.`);
