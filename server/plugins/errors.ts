import type { ApiError } from '@common/api/error-body';
import { type FieldErrors, isValidationKey, type ValidationKey } from '@common/api/errors';
import { isConnectionLost } from '@server/db/client';
import { loggableError, pgCodeOf } from '@server/db/query-error';
import { AppError } from '@server/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Maps a zod issue to the validation message key the web translates (validation.<key>). */
function issueKey(issue: { code?: string; message?: string }): ValidationKey {
  if (isValidationKey(issue.message)) return issue.message;
  if (issue.code === 'too_small') return 'min_length';
  if (issue.code === 'too_big') return 'max_length';
  if (issue.code === 'invalid_type') return 'required';
  return 'invalid';
}

/**
 * PostgreSQL refusals that are the client's doing: text it cannot store (NUL and friends that
 * got past a schema) and a unique key another request took first (a race, not a bug).
 */
const CLIENT_SQLSTATES: Record<string, [number, ApiError]> = {
  '22021': [
    400,
    { error: 'validation_failed', message: 'Some text contains characters that are not allowed.' },
  ],
  '22P05': [
    400,
    { error: 'validation_failed', message: 'Some text contains characters that are not allowed.' },
  ],
  '23505': [
    409,
    { error: 'conflict', message: 'This was just changed by another request. Please try again.' },
  ],
};

type Issue = { instancePath?: string; keyword?: string; message?: string };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ApiError = { error: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: FieldErrors = {};
      for (const v of err.validation as unknown as Issue[]) {
        const p = v.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[p] ??= issueKey({ code: v.keyword, message: v.message });
      }
      const body: ApiError = { error: 'validation_failed', message: 'Some fields are not valid.', fields };
      return reply.code(400).send(body);
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: 'Too many requests. Try again later.' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      return reply
        .code(err.statusCode)
        .send({ error: 'bad_request', message: 'The request could not be read.' });
    }
    if (isConnectionLost(err)) {
      // The database went away under this request (restart, terminated backend): the process
      // stays up and the client may retry; the pool reconnects on the next query.
      req.log.warn({ code: (err as { code?: string }).code }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'unavailable', message: 'The service is briefly unavailable. Try again.' });
    }
    const pgCode = pgCodeOf(err);
    if (pgCode && pgCode in CLIENT_SQLSTATES) {
      const [status, body] = CLIENT_SQLSTATES[pgCode] as [number, ApiError];
      return reply.code(status).send(body);
    }
    req.log.error({ err: loggableError(err) }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side.' });
  });
}
