import { signupCsrf } from '@common/rules/csrf';
import type { TestDb } from './test-db';

export type HttpMember = { cookie: string; profileId: number; userId: number };

/**
 * Signs a new member up over HTTP against a server in its own process (`server-process.ts`), as
 * the signup form does, and answers their session cookie and ids. `prefix` names the test in the
 * e-mail address; `ua` must be the user agent the caller's later requests send (the CSRF token
 * and the session are bound to it).
 */
export async function signUpOverHttp(
  baseUrl: string,
  tdb: TestDb,
  prefix: string,
  ua: string,
): Promise<HttpMember> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await fetch(`${baseUrl}/api/user.php?new=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': ua },
    body: JSON.stringify({ email, password: `${prefix}-pass-1`, csrf: await signupCsrf(email, ua) }),
  });
  if (res.status !== 200) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { profile: { id: number } } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('amorio_session='));
  if (!cookie) throw new Error('no session cookie');
  const u = await tdb.db.$client.query<{ user_id: number }>('select user_id from profiles where id = $1', [
    body.user.profile.id,
  ]);
  return { cookie, profileId: body.user.profile.id, userId: Number(u.rows[0]?.user_id) };
}
