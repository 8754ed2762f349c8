import { RATE_LIMITS } from '@server/limits';
import { createStaff, staffLogin, totpCodeAt } from '@server/test/staff-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/** Issue 22 item 6: the staff lockout must hold when the guesses arrive all at once. */
const t = setUpTestApp();

describe('staff login lockout under concurrency', () => {
  it('15 parallel wrong passwords from one address: at most the limit are checked, the rest 429', async () => {
    const s = await createStaff(t.app, t.tdb.db, 'operator');
    const { max } = RATE_LIMITS.staffLoginFailures;
    const codes = await Promise.all(
      Array.from({ length: 15 }, () =>
        staffLogin(
          t.app,
          { email: s.email, password: 'wrong-guess-123', code: totpCodeAt(s.secret) },
          '10.78.0.1',
        ),
      ),
    ).then((all) => all.map((r) => r.statusCode));
    expect(codes.filter((c) => c === 401)).toHaveLength(max);
    expect(codes.filter((c) => c === 429)).toHaveLength(15 - max);
    // Locked for that address even with the right password; another address is not locked.
    // The next step's code: the sign-in of createStaff used the current one (no replay).
    const right = { email: s.email, password: s.password, code: totpCodeAt(s.secret, Date.now() + 30_000) };
    expect((await staffLogin(t.app, right, '10.78.0.1')).statusCode).toBe(429);
    expect((await staffLogin(t.app, right, '10.78.0.2')).statusCode).toBe(200);
  });
});
