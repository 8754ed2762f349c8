import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { SESSION_COOKIE } from '@common/limits';
import { AGE_RANGE_BOUNDS } from '@common/rules/age-range';
import { BENCH_USER_AGENT } from './member';

/** One simulated member of the day: who they are, their address, and their chat partner. */
export type DayMember = {
  index: number;
  email: string;
  password: string;
  /** The session cookie the member kept from an earlier visit; null: signs in with the password. */
  cookie: string | null;
  /** The address the member's requests come from (X-Forwarded-For through the proxy). */
  ip: string;
  gender: 'male' | 'female';
  conversation: number;
  partnerProfileId: number;
};

/** Where each call's latency and status go; `accepted` collects the ids of stored messages. */
export type CallLog = {
  record: (call: string, ms: number, status: number) => void;
  fail: (call: string, err: unknown) => void;
  accepted: (messageId: number) => void;
};

type Answer = { status: number; setCookie: string[]; body: unknown };

type Ctx = { url: string; m: DayMember; log: CallLog; cookie: string; seen: number[]; sent: number };

/** What a member does between pauses, with the weight of each action. */
const ACTIONS: readonly [number, (c: Ctx) => Promise<void>][] = [
  [30, search],
  [25, openProfile],
  [10, like],
  [15, sendMessage],
  [12, readChat],
  [3, buyCredits],
];
const WEIGHT = ACTIONS.reduce((a, [w]) => a + w, 0);
const AGE_RANGES = Object.values(AGE_RANGE_BOUNDS);
const COUNTRIES = ['', 'NL', 'BE'];

/**
 * Plays one member: arrives at `startAt`, signs in with the password (or opens the app with the
 * kept session: GET /api/user.php, the app's first call), then searches, opens
 * profiles, likes, chats and now and then buys credits, pausing `thinkMs` on average between
 * actions, until `deadline` (performance.now() time).
 */
export async function playMember(
  url: string,
  m: DayMember,
  log: CallLog,
  opts: { startAt: number; deadline: number; thinkMs: number },
): Promise<void> {
  await sleep(Math.max(0, opts.startAt - performance.now()));
  const cookie = m.cookie ? await resume(url, m, log, m.cookie) : await signIn(url, m, log);
  if (!cookie) return;
  const ctx: Ctx = { url, m, log, cookie, seen: [], sent: 0 };
  while (performance.now() < opts.deadline) {
    // Exponential pauses: members act independently, not in lockstep.
    await sleep(-Math.log(1 - Math.random()) * opts.thinkMs);
    if (performance.now() >= opts.deadline) break;
    await pickAction()(ctx);
  }
}

async function signIn(url: string, m: DayMember, log: CallLog): Promise<string | null> {
  const login = await call(url, m, log, 'login', 'POST', '/api/login.php', '', {
    email: m.email,
    password: m.password,
  });
  const cookie = login?.setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie ?? null;
}

async function resume(url: string, m: DayMember, log: CallLog, cookie: string): Promise<string | null> {
  const me = await call(url, m, log, 'user', 'GET', '/api/user.php', cookie);
  return (me?.body as { user?: unknown } | undefined)?.user ? cookie : null;
}

function pickAction(): (c: Ctx) => Promise<void> {
  let pick = Math.random() * WEIGHT;
  for (const [weight, action] of ACTIONS) {
    pick -= weight;
    if (pick < 0) return action;
  }
  return search;
}

async function search(c: Ctx): Promise<void> {
  const ages = AGE_RANGES[Math.floor(Math.random() * AGE_RANGES.length)] ?? { min: 18, max: 100 };
  const q = new URLSearchParams({
    source: 'search',
    pp: '12',
    gender: c.m.gender === 'male' ? 'female' : 'male',
    min_age: String(ages.min),
    max_age: String(ages.max),
    country: COUNTRIES[Math.floor(Math.random() * COUNTRIES.length)] ?? '',
    countryregion: '0',
    page: String(1 + Math.floor(Math.random() * 3)),
  });
  const r = await get(c, 'search', `/api/search.php?${q}`);
  const profiles = (r?.body as { profiles?: { id: number }[] } | undefined)?.profiles ?? [];
  if (profiles.length > 0) c.seen = profiles.map((p) => p.id);
}

function someProfile(c: Ctx): number {
  return c.seen[Math.floor(Math.random() * c.seen.length)] ?? c.m.partnerProfileId;
}

async function openProfile(c: Ctx): Promise<void> {
  await get(c, 'member', `/api/member.php?profile=${someProfile(c)}`);
}

async function like(c: Ctx): Promise<void> {
  await call(c.url, c.m, c.log, 'like', 'POST', '/api/likes.php', c.cookie, { profile: someProfile(c) });
}

async function sendMessage(c: Ctx): Promise<void> {
  c.sent += 1;
  const r = await call(c.url, c.m, c.log, 'message-send', 'POST', '/api/messages.php', c.cookie, {
    conversation: c.m.conversation,
    text: `day ${c.m.index}/${c.sent}`,
    client_id: `day${c.m.index}x${c.sent}x${Date.now().toString(36)}`,
  });
  const id = (r?.body as { message?: { id?: number } } | undefined)?.message?.id;
  if (r?.status === 200 && typeof id === 'number') c.log.accepted(id);
}

async function readChat(c: Ctx): Promise<void> {
  await get(c, 'message-read', `/api/messages.php?conversation=${c.m.conversation}`);
}

/** The demo provider's whole round: order, pay on its checkout, read the order back. */
async function buyCredits(c: Ctx): Promise<void> {
  const order = await call(c.url, c.m, c.log, 'order', 'POST', '/api/orders.php', c.cookie, {
    kind: 'credits',
    product_id: 'popular',
    method: 'ideal',
    country: 'NL',
  });
  const body = order?.body as { order?: { id: number }; checkout_url?: string } | undefined;
  const paymentId = body?.checkout_url?.split('/').pop();
  if (!body?.order || !paymentId) return;
  const paid = await call(c.url, c.m, c.log, 'demo-pay', 'POST', '/api/demo-payments.php', c.cookie, {
    id: paymentId,
    outcome: 'paid',
  });
  if (!paid) return;
  const after = await get(c, 'order-read', `/api/orders.php?id=${body.order.id}`);
  const status = (after?.body as { order?: { status?: string } } | undefined)?.order?.status;
  if (after && status !== 'paid') c.log.fail('order-read', new Error(`order ${body.order.id} is ${status}`));
}

function get(c: Ctx, name: string, path: string) {
  return call(c.url, c.m, c.log, name, 'GET', path, c.cookie);
}

/**
 * Connections to the proxy, shared by all members and kept alive, as browsers behind a few
 * gateways would; a bound, so 1,000 arrivals do not open 1,000 sockets at once and time out
 * on connect (a request waiting for a socket counts in its latency).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request; resolves with the answer (any status) or null when the request itself failed. */
function call(
  url: string,
  m: DayMember,
  log: CallLog,
  name: string,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  body?: unknown,
): Promise<Answer | null> {
  const start = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          'user-agent': BENCH_USER_AGENT,
          'x-forwarded-for': m.ip,
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          log.record(name, performance.now() - start, status);
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie'] ?? [];
          try {
            resolve({ status, setCookie, body: text.startsWith('{') ? JSON.parse(text) : text });
          } catch (err) {
            log.fail(name, err);
            resolve(null);
          }
        });
        res.on('error', (err) => {
          log.fail(name, err);
          resolve(null);
        });
      },
    );
    req.on('error', (err) => {
      log.fail(name, err);
      resolve(null);
    });
    req.end(payload);
  });
}
