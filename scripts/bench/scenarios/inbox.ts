import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Measurement } from '../run-autocannon';
import { benchDatabaseUrl } from './search-data';
import type { Scenario } from './types';

const WAITING = 100_000;
const OPERATORS = 20;
const RUN_S = 30;
/**
 * How long an operator takes to write an answer in the paced phase. People need seconds to read a
 * conversation and type; a second is already fast. The flat-out phase (no pause) shows what the
 * machine can take at most, where every claim queues behind 19 others.
 */
const TYPING_MS = Number(process.env.BENCH_INBOX_TYPING_MS ?? 1000);
const SITES = ['demo', 'lavish-pl', 'bench-3'];
/** Per site: members × fictional profiles = conversations (1,000 × 34 ≈ 34,000). */
const MEMBERS_PER_SITE = 1_000;
const FICTIONAL_PER_SITE = 34;

const log = (m: string) => console.log(`  ${m}`);

/**
 * Makes sure 100,000 conversations across three sites wait for an operator: members, fictional
 * profiles and one pending message each, made by PostgreSQL itself (generate_series); the
 * operator_inbox trigger files them. Kept in data/bench; answered ones get a new message next run.
 */
async function ensureWaiting(client: pg.Client): Promise<void> {
  await client.query(`insert into sites (key, is_default, hosts, config)
    select 'bench-3', false, array['bench3.localhost'], config from sites where key = 'demo'
    on conflict (key) do nothing`);
  for (const site of SITES) {
    const have = Number(
      (
        await client.query(
          `select count(*) as n from users where site_key = $1 and email like 'inboxbench-%'`,
          [site],
        )
      ).rows[0]?.n,
    );
    if (have >= MEMBERS_PER_SITE) continue;
    log(`creating ${MEMBERS_PER_SITE} members and ${FICTIONAL_PER_SITE} fictional profiles on ${site}…`);
    await client.query('begin');
    await client.query(
      `with u as (
         insert into users (site_key, email, password_hash, status, language)
         select $1, 'inboxbench-' || i || '@bench.test', 'x', 'active', 'en' from generate_series(1, $2::int) i
         returning id)
       insert into profiles (site_key, user_id, name) select $1, id, 'InboxBench member' from u`,
      [site, MEMBERS_PER_SITE],
    );
    await client.query(
      `insert into profiles (site_key, type, name)
       select $1, 'fictional', 'InboxBench fictional ' || i from generate_series(1, $2::int) i`,
      [site, FICTIONAL_PER_SITE],
    );
    await client.query(
      `with m as (select p.id, p.user_id from profiles p join users u on u.id = p.user_id
                  where p.site_key = $1 and u.email like 'inboxbench-%'),
            f as (select id from profiles where site_key = $1 and type = 'fictional' and name like 'InboxBench %'),
            c as (insert into conversations (site_key, profile_a_id, profile_b_id)
                  select $1, least(m.id, f.id), greatest(m.id, f.id) from m cross join f
                  returning id, profile_a_id, profile_b_id)
       insert into conversation_members (conversation_id, profile_id, user_id)
       select c.id, p.id, p.user_id from c join profiles p on p.id in (c.profile_a_id, c.profile_b_id)`,
      [site],
    );
    await client.query('commit');
  }
  const waiting = Number((await client.query('select count(*) as n from operator_inbox')).rows[0]?.n);
  if (waiting >= WAITING) return;
  log(`filing ${WAITING - waiting} waiting conversations…`);
  const run = randomBytes(4).toString('hex');
  await client.query(
    `insert into messages (conversation_id, sender_profile_id, text, client_id, operator_pending)
     select c.id, cm.profile_id, 'Hello there', 'ib-' || $2 || '-' || c.id, true
     from conversations c
     join conversation_members cm on cm.conversation_id = c.id and cm.user_id is not null
     join profiles p on p.id = cm.profile_id and p.name = 'InboxBench member'
     where not exists (select 1 from operator_inbox i where i.conversation_id = c.id)
     limit $1`,
    [WAITING - waiting, run],
  );
  await client.query('vacuum analyze operator_inbox');
}

/** Twenty operators with sessions made directly (the bench measures the inbox, not sign-in). */
async function operatorCookies(client: pg.Client): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 1; i <= OPERATORS; i += 1) {
    const res = await client.query<{ id: string }>(
      `insert into staff (email, name, role, sites, password_hash, totp_secret)
       values ($1, 'Bench operator', 'operator', $2, 'x', 'JBSWY3DPEHPK3PXP')
       on conflict (email) do update set sites = excluded.sites returning id`,
      [`inbox-bench-${i}@bench.test`, SITES],
    );
    const token = randomBytes(32).toString('base64url');
    await client.query('insert into staff_sessions (token_hash, staff_id) values ($1, $2)', [
      createHash('sha256').update(token).digest(),
      res.rows[0]?.id,
    ]);
    cookies.push(`amorio_staff=${token}`);
  }
  return cookies;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

type Phase = { claimMs: number[]; answers: number; seconds: number; doubles: number };

/** The operators' loop: next, (type), then answer what was claimed, until the time is up or nothing waits. */
async function runOperators(
  appUrl: string,
  cookies: string[],
  typingMs: number,
  statusCodes: Record<string, number>,
): Promise<Phase & { errors: number }> {
  const claimMs: number[] = [];
  const claimedBy = new Map<number, number>();
  let answers = 0;
  let errors = 0;
  const count = (s: number) => {
    statusCodes[s] = (statusCodes[s] ?? 0) + 1;
  };
  const deadline = Date.now() + RUN_S * 1000;
  const started = Date.now();
  await Promise.all(
    cookies.map(async (cookie, who) => {
      const headers = { cookie, 'content-type': 'application/json' };
      // Operators start their shifts at different moments, not all in the same millisecond.
      if (typingMs > 0) await sleep(Math.random() * typingMs);
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${appUrl}/api/staff/inbox/next`, {
          method: 'POST',
          headers: { cookie },
        });
        claimMs.push(performance.now() - t0);
        count(res.status);
        if (res.status !== 200) {
          errors += 1;
          continue;
        }
        const { claimed } = (await res.json()) as {
          claimed: { conversation: number; messages: { id: number }[] } | null;
        };
        if (!claimed) break;
        claimedBy.set(claimed.conversation, (claimedBy.get(claimed.conversation) ?? 0) + 1);
        const seen = claimed.messages.at(-1)?.id ?? 0;
        // People do not type in step: each answer takes between half and one and a half times the pace.
        if (typingMs > 0) await sleep(typingMs * (0.5 + Math.random()));
        const a = await fetch(`${appUrl}/api/staff/inbox/${claimed.conversation}/answer`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ text: `Answer from operator ${who}`, seen_up_to: seen }),
        });
        count(a.status);
        if (a.status === 200) answers += 1;
        else errors += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const doubles = [...claimedBy.values()].filter((n) => n > 1).length;
  if (doubles > 0) throw new Error(`${doubles} conversations were claimed by two operators`);
  return { claimMs, answers, seconds, doubles, errors };
}

function summarisePhase(name: string, phase: Phase): { p95: number; notes: string[] } {
  const sorted = [...phase.claimMs].sort((x, y) => x - y);
  const p95 = pct(sorted, 0.95);
  return {
    p95,
    notes: [
      `${name}: claim-next p50 ${pct(sorted, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(sorted, 0.99).toFixed(1)} ms over ${sorted.length} claims`,
      `${name}: ${phase.answers} answers in ${phase.seconds.toFixed(1)} s = ${(phase.answers / phase.seconds).toFixed(0)} answers/s by ${OPERATORS} operators; double claims ${phase.doubles}`,
    ],
  };
}

/** Two phases on the same inbox: operators at a human pace (the target), then flat out. */
export async function measureInbox(appUrl: string, cookies: string[]): Promise<Measurement> {
  const statusCodes: Record<string, number> = {};
  const paced = await runOperators(appUrl, cookies, TYPING_MS, statusCodes);
  const flat = await runOperators(appUrl, cookies, 0, statusCodes);
  const p = summarisePhase(`paced (${TYPING_MS} ms to type each answer)`, paced);
  const f = summarisePhase('flat out (no pause: 20 requests always queued)', flat);
  const sorted = [...paced.claimMs].sort((x, y) => x - y);
  const errors = paced.errors + flat.errors;
  const total = paced.claimMs.length + paced.answers + flat.claimMs.length + flat.answers;
  return {
    url: `${appUrl}/api/staff/inbox/next`,
    reqPerSec: (flat.claimMs.length + flat.answers) / flat.seconds,
    latencyAvgMs: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    latencyP50Ms: pct(sorted, 0.5),
    latencyP99Ms: pct(sorted, 0.99),
    totalRequests: total,
    non2xx: errors,
    errors,
    timeouts: 0,
    statusCodes,
    notes: [
      ...p.notes,
      `target claim-next p95 ≤ 20 ms at a human pace: ${p.p95 <= 20 ? 'PASS' : 'FAIL'}`,
      ...f.notes,
      `failed calls: ${errors}`,
    ],
  };
}

/**
 * Issue 11: 100,000 waiting conversations on 3 sites, 20 operators taking and answering
 * concurrently for 30 s over HTTP. Reports claim-next p50/p95 (target p95 ≤ 20 ms), answers/s
 * and double claims (must be 0: the scenario errors otherwise).
 */
export const inboxScenario: Scenario = {
  name: 'inbox',
  label: 'POST /api/staff/inbox/next + answer (20 operators)',
  // Its own targets are in the notes (claim p95, zero double claims); the req/s ratio is shown only.
  targetRatio: 0,
  async run(ctx): Promise<Measurement> {
    const client = new pg.Client({ connectionString: await benchDatabaseUrl() });
    await client.connect();
    let cookies: string[];
    try {
      await ensureWaiting(client);
      cookies = await operatorCookies(client);
    } finally {
      await client.end();
    }
    return measureInbox(ctx.appUrl, cookies);
  },
};
