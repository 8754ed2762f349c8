import { setUpTestApp, signUp, TEST_UA, uniqueEmail } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/** Issue 16 defect 7: the per-account lockout must hold when the guesses arrive all at once. */
const t = setUpTestApp();

describe('login lockout under concurrency', () => {
  it('20 parallel wrong passwords get 5 × 401 and the rest 429', async () => {
    const email = uniqueEmail('lockout');
    await signUp(t.app, email);
    const codes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login.php',
          remoteAddress: '10.77.0.1',
          headers: { 'user-agent': TEST_UA },
          payload: { email, password: 'wrong-guess-123' },
        }),
      ),
    ).then((all) => all.map((r) => r.statusCode));
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });
});
