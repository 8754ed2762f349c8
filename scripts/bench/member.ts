import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SESSION_COOKIE } from '@common/limits';
import { signupCsrf } from '@common/rules/csrf';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';

/** A signed-in member: the cookie header that carries the session. */
export type Member = { email: string; cookie: string };

export const BENCH_USER_AGENT = 'amorio-bench/1.0';
const PASSWORD = 'bench-password-1';
/** The last member the bench created, to sign in again when signups are rate limited (10/h per IP). */
const MEMBER_FILE = path.join(ROOT_DIR, BENCH_DATA_DIR, 'member.json');

/**
 * Signs a new member up (`POST /api/user.php?new=1`) with a unique e-mail. When the signup
 * throttle answers 429, signs in as the member of an earlier run instead. `clientAddress` is sent
 * as X-Forwarded-For (trusted from loopback): signups are throttled per client address.
 */
export async function createMember(
  appUrl: string,
  name = 'Bench Member',
  clientAddress?: string,
): Promise<Member> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
  const csrf = await signupCsrf(email, BENCH_USER_AGENT);
  const body = { email, name, password: PASSWORD, csrf };
  const res = await post(`${appUrl}/api/user.php?new=1`, body, clientAddress);
  if (res.status === 429) {
    const previous = await readPreviousMember();
    if (previous) {
      console.log(`signup rate limited; signing in as ${previous} from an earlier run`);
      return signIn(appUrl, previous);
    }
  }
  const member = await memberFrom(res, email, 'signup');
  await mkdir(path.dirname(MEMBER_FILE), { recursive: true });
  await writeFile(MEMBER_FILE, `${JSON.stringify({ email }, null, 2)}\n`);
  return member;
}

/** Signs in through `POST /api/login.php` (a bench member of an earlier run, or a demo login). */
export async function signIn(appUrl: string, email: string, password = PASSWORD): Promise<Member> {
  const res = await post(`${appUrl}/api/login.php`, { email, password });
  return memberFrom(res, email, 'login');
}

async function post(url: string, body: unknown, clientAddress?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BENCH_USER_AGENT,
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function memberFrom(res: Response, email: string, what: string): Promise<Member> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what} as ${email} failed: HTTP ${res.status} ${text}`);
  const data = JSON.parse(text) as { user?: { email?: string } | null };
  if (data.user?.email !== email) throw new Error(`${what} as ${email} answered an unexpected body: ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`${what} as ${email} set no ${SESSION_COOKIE} cookie`);
  return { email, cookie };
}

async function readPreviousMember(): Promise<string | null> {
  try {
    const data = JSON.parse(await readFile(MEMBER_FILE, 'utf8')) as { email?: unknown };
    return typeof data.email === 'string' ? data.email : null;
  } catch {
    return null;
  }
}
