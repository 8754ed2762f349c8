import { AppError, tooManyRequests } from '@server/errors';
import { RATE_LIMITS } from '@server/limits';
import { setUpTestDb } from '@server/test/test-app';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { createRateLimiter } from './rate-limit';

const tdb = setUpTestDb();

async function caught(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe('rate limiter', () => {
  it('allows a named limit’s max hits per subject, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter(tdb.db);
    const { max, windowS } = RATE_LIMITS.reports;
    for (let i = 0; i < max; i++) await limiter.hit('reports', 1);
    const err = await caught(limiter.hit('reports', 1));
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBeGreaterThan(windowS - 60);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(windowS);
    // Another subject and another name count apart.
    await limiter.hit('reports', 2);
    await limiter.hit('blocks', 1);
  });

  it('check refuses at max without counting; reset clears the subject', async () => {
    const limiter = createRateLimiter(tdb.db);
    const { max } = RATE_LIMITS.loginFailuresPerAccountIp;
    for (let i = 0; i < max; i++) {
      await limiter.check('loginFailuresPerAccountIp', 'demo:a@b.c:1.2.3.4');
      await limiter.record('loginFailuresPerAccountIp', 'demo:a@b.c:1.2.3.4');
    }
    const err = await caught(limiter.check('loginFailuresPerAccountIp', 'demo:a@b.c:1.2.3.4'));
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.reset('loginFailuresPerAccountIp', 'demo:a@b.c:1.2.3.4');
    await limiter.check('loginFailuresPerAccountIp', 'demo:a@b.c:1.2.3.4');
  });
});

describe('Retry-After', () => {
  it('comes from the error object, not from the text of the message', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/minutes', async () => {
      throw new AppError(429, 'rate_limited', 'Try again in 5 minutes.', undefined, 300);
    });
    app.get('/helper', async () => {
      throw tooManyRequests(42);
    });
    const minutes = await app.inject({ method: 'GET', url: '/minutes' });
    expect(minutes.statusCode).toBe(429);
    expect(minutes.headers['retry-after']).toBe('300');
    const helper = await app.inject({ method: 'GET', url: '/helper' });
    expect(helper.headers['retry-after']).toBe('42');
    expect(helper.json()).toMatchObject({ error: 'rate_limited' });
    await app.close();
  });
});
