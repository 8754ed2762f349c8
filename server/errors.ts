import type { ErrorCode, FieldErrors } from '@common/api/errors';

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

/*
 * One helper per status; routes and services throw these, never `new AppError(...)`. Each takes
 * the stable code first (the web translates `errors.<code>`), then the English message for logs
 * and API readers.
 */

/** 400 naming each bad field with its validation key; the form shows the field's text. */
export const validationFailed = (fields: FieldErrors, message = 'Some fields are not valid.') =>
  new AppError(400, 'validation_failed', message, fields);
/**
 * "Not logged in" is 403 on every member call (the web's session polling re-fetches the user on
 * a 403); `session_ended` tells a client whose cookie outlived its session to drop it.
 */
export const notLoggedIn = () => new AppError(403, 'forbidden', 'Please log in first.');
export const sessionEnded = () =>
  new AppError(403, 'session_ended', 'Your session has ended. Please log in again.');
/** The session ended because the account is banned: the web shows /pages/ban, not the login. */
export const accountBanned = () => new AppError(403, 'account_banned', 'This account has been banned.');
/** 400 for a request that is wrong as a whole (or a file field with its own code). */
export const badRequest = (code: ErrorCode, message: string, fields?: FieldErrors) =>
  new AppError(400, code, message, fields);
export const unauthorized = (code: ErrorCode = 'unauthorized', message = 'Please log in first.') =>
  new AppError(401, code, message);
export const forbidden = (code: ErrorCode = 'forbidden', message = 'You may not do this.') =>
  new AppError(403, code, message);
export const notFound = (code: ErrorCode = 'not_found', message = 'Not found.') =>
  new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string, fields?: FieldErrors) =>
  new AppError(409, code, message, fields);
/** 422: understood and valid, but not possible for this member (e.g. a payment method). */
export const unprocessable = (code: ErrorCode, message: string) => new AppError(422, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    retryAfterSeconds,
  );
export const serviceUnavailable = (code: ErrorCode, message: string) => new AppError(503, code, message);
