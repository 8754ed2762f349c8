import { BENCH_USER_AGENT } from '../member';
import { measure } from '../run-autocannon';
import type { Scenario } from './types';

/** `GET /api/user.php` as a signed-in member: session lookup, user load and serialisation. */
export const userScenario: Scenario = {
  name: 'user',
  label: 'GET /api/user.php (member)',
  async run(ctx) {
    const member = await ctx.member();
    const url = `${ctx.appUrl}/api/user.php`;
    const headers = { cookie: member.cookie, 'user-agent': BENCH_USER_AGENT };
    // Guests get 200 `{user: null}` too: make sure the load exercises the member path.
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { user?: { email?: string } | null };
    if (res.status !== 200 || body.user?.email !== member.email) {
      throw new Error(
        `GET /api/user.php with the session cookie answered ${res.status} ${JSON.stringify(body)}`,
      );
    }
    return measure({ url, headers }, ctx.load);
  },
};
