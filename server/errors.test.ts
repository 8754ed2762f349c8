import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  unprocessable,
  validationFailed,
} from './errors';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('error helpers', () => {
  it('give each status its default code and keep the given one', () => {
    const cases: [AppError, number, string][] = [
      [validationFailed({ email: 'email' }), 400, 'validation_failed'],
      [badRequest('csrf_mismatch', 'Reload.'), 400, 'csrf_mismatch'],
      [unauthorized(), 401, 'unauthorized'],
      [forbidden(), 403, 'forbidden'],
      [forbidden('chat_blocked', 'No.'), 403, 'chat_blocked'],
      [notFound(), 404, 'not_found'],
      [conflict('email_taken', 'Taken.'), 409, 'email_taken'],
      [unprocessable('payment_method_unavailable', 'No.'), 422, 'payment_method_unavailable'],
      [tooManyRequests(7), 429, 'rate_limited'],
      [serviceUnavailable('payment_provider_unavailable', 'Down.'), 503, 'payment_provider_unavailable'],
    ];
    for (const [err, status, code] of cases) expect([err.statusCode, err.code]).toEqual([status, code]);
    expect(validationFailed({ email: 'email' }).fields).toEqual({ email: 'email' });
    expect(tooManyRequests(7).retryAfterSeconds).toBe(7);
  });

  it('are the only way the server builds an AppError', () => {
    const raw = sourceFiles(__dirname)
      .filter((f) => !f.endsWith(path.join('server', 'errors.ts')))
      .filter((f) => /new AppError\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(__dirname, f));
    expect(raw).toEqual([]);
  });
});
