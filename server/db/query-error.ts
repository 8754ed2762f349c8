import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The PostgreSQL SQLSTATE behind an error, whether drizzle wrapped it or not. */
export function pgCodeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What a log may keep of a failed query: the SQL text, SQLSTATE, constraint and where PostgreSQL
 * raised it — never the parameters (push keys, tokens, e-mail addresses, message text). drizzle's
 * message embeds the parameters and PostgreSQL's message and detail often quote the offending
 * value, so neither is passed on.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause as { code?: string; constraint?: string; routine?: string } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: `query failed (${cause?.code ?? 'no SQLSTATE'})`,
    query: err.query,
    code: cause?.code,
    constraint: cause?.constraint,
    routine: cause?.routine,
    stack: err.stack
      ?.split('\n')
      .filter((l) => l.startsWith('    at '))
      .join('\n'),
  };
}
