import os from 'node:os';
import { hashPassword } from '@server/accounts/password';
import { startRoundRobinProxy } from '@server/test/round-robin-proxy';
import pg from 'pg';
import { type AppNode, startAppNode, summarize } from '../app-nodes';
import { benchDatabaseUrl, createChatMembers } from '../chat-fixtures';
import { stopChild } from '../child-process';
import { type CallLog, type DayMember, playMember } from '../day-member';
import type { Measurement } from '../run-autocannon';
import { checkDayInvariants } from './day-invariants';
import { ensureProfiles } from './search-data';
import type { Scenario } from './types';

const MEMBERS = Number(process.env.BENCH_DAY_MEMBERS ?? 1_000);
/** Mean pause between one member's actions: 1,000 members make about 500 calls/s. */
const THINK_MS = Number(process.env.BENCH_DAY_THINK_MS ?? 2_000);
/**
 * Share of members who sign in with their password; the others come back with the session
 * cookie they kept, as most visits do. Each password check costs argon2's ~50 ms of CPU on
 * purpose, so 1,000 of them in half a minute would measure argon2 on two cores, not the site.
 */
const LOGIN_SHARE = Number(process.env.BENCH_DAY_LOGIN_SHARE ?? 0.1);
const PASSWORD = 'bench-day-password';
const CREDITS = 1_000;

/**
 * A day of traffic in a minute: 1,000 members arrive over the first half of the run, sign in (or
 * come back with their session) and use the site (search, profiles, likes, chat, buying credits through the demo provider) through a
 * round-robin proxy in front of two app processes on one PostgreSQL. Reports every call's
 * latency and status and, at the end, checks what must hold whatever the load: each accepted
 * message stored once and charged once, each paid order credited once, and every ledger summing
 * to its member's balance.
 */
export const dayScenario: Scenario = {
  name: 'day',
  label: `a day: ${MEMBERS} members on 2 processes behind a round-robin proxy`,
  targetRatio: 0,
  defaultDurationS: 60,
  async run(ctx) {
    const durationS = ctx.load.durationS;
    const dbUrl = await benchDatabaseUrl();
    await ensureProfiles(dbUrl, (m) => console.log(m));
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const nodes: AppNode[] = [];
    try {
      console.log(`  creating ${MEMBERS} members…`);
      const members = await seedMembers(client);
      nodes.push(...(await Promise.all([startAppNode(dbUrl, 'day-1'), startAppNode(dbUrl, 'day-2')])));
      const proxy = await startRoundRobinProxy(
        nodes.map((n) => n.url),
        { keepAlive: true },
      );
      const loadBefore = os.loadavg();
      try {
        const log = newCallLog();
        const begin = performance.now();
        const deadline = begin + durationS * 1000;
        console.log(`  playing ${MEMBERS} members for ${durationS} s…`);
        await Promise.all(
          members.map((m) =>
            playMember(proxy.url, m, log, {
              startAt: begin + Math.random() * (durationS * 500),
              deadline,
              thinkMs: THINK_MS,
            }),
          ),
        );
        const elapsedS = (performance.now() - begin) / 1000;
        const invariants = await checkDayInvariants(client, {
          userIds: members.map((m) => m.userId),
          messageIds: log.messageIds,
        });
        return report(log, elapsedS, loadBefore, invariants);
      } finally {
        await proxy.close();
      }
    } finally {
      await Promise.all(nodes.map((n) => stopChild(n.child, 15_000)));
      await client.end();
    }
  },
};

type SeededMember = DayMember & { userId: number };

/** The chat bench's members (bulk SQL, one shared argon2 hash), made half men, all in NL. */
async function seedMembers(client: pg.Client): Promise<SeededMember[]> {
  const { members, conversations } = await createChatMembers(
    client,
    MEMBERS,
    CREDITS,
    await hashPassword(PASSWORD),
  );
  const genders = members.map((_, i) => (i % 2 === 0 ? 'male' : 'female'));
  await client.query(
    `update profiles p set gender = x.g::gender, country = 'NL', birth_date = date '1990-01-01'
     from unnest($1::bigint[], $2::text[]) as x(id, g) where p.id = x.id`,
    [members.map((m) => m.profileId), genders],
  );
  const half = MEMBERS / 2;
  return members.map((m, i) => {
    const partner = members[i < half ? i + half : i - half];
    return {
      index: i,
      userId: m.userId,
      email: m.email,
      password: PASSWORD,
      cookie: i < MEMBERS * LOGIN_SHARE ? null : m.cookie,
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      gender: genders[i] === 'male' ? 'male' : 'female',
      conversation: conversations[i < half ? i : i - half] ?? 0,
      partnerProfileId: partner?.profileId ?? m.profileId,
    };
  });
}

type Call = { ms: number[]; status: Record<string, number>; failed: number };

function newCallLog(): CallLog & { calls: Map<string, Call>; messageIds: number[]; samples: string[] } {
  const calls = new Map<string, Call>();
  const messageIds: number[] = [];
  const samples: string[] = [];
  const of = (name: string) => {
    let c = calls.get(name);
    if (!c) {
      c = { ms: [], status: {}, failed: 0 };
      calls.set(name, c);
    }
    return c;
  };
  return {
    calls,
    messageIds,
    samples,
    record(name, ms, status) {
      const c = of(name);
      c.ms.push(ms);
      c.status[status] = (c.status[status] ?? 0) + 1;
      if (status >= 400 && samples.length < 8) samples.push(`${name} → HTTP ${status}`);
    },
    fail(name, err) {
      of(name).failed += 1;
      const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
      if (samples.length < 8)
        samples.push(`${name} → ${err instanceof Error ? err.message : String(err)}${cause}`);
    },
    accepted: (id) => messageIds.push(id),
  };
}

function report(
  log: ReturnType<typeof newCallLog>,
  elapsedS: number,
  loadBefore: number[],
  invariants: string[],
): Measurement {
  const statusCodes: Record<string, number> = {};
  const all: number[] = [];
  let failed = 0;
  const rows: string[] = [];
  const fmt = (n: number) => n.toFixed(1).padStart(9);
  for (const [name, c] of [...log.calls].sort((a, b) => a[0].localeCompare(b[0]))) {
    for (const [code, n] of Object.entries(c.status)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
    all.push(...c.ms);
    failed += c.failed;
    const s = summarize(c.ms);
    const errors = Object.entries(c.status).reduce((a, [code, n]) => a + (Number(code) >= 400 ? n : 0), 0);
    const fives = Object.entries(c.status).reduce((a, [code, n]) => a + (Number(code) >= 500 ? n : 0), 0);
    rows.push(
      `${name.padEnd(13)}${String(c.ms.length).padStart(7)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}` +
        `${String(errors + c.failed).padStart(7)}${String(fives).padStart(5)}`,
    );
  }
  const total = all.length;
  const non2xx =
    total - Object.entries(statusCodes).reduce((a, [c, n]) => a + (c.startsWith('2') ? n : 0), 0);
  const s = summarize(all);
  const fives = Object.entries(statusCodes).reduce((a, [c, n]) => a + (Number(c) >= 500 ? n : 0), 0);
  const rate = total + failed > 0 ? ((non2xx + failed) / (total + failed)) * 100 : 0;
  return {
    url: 'round-robin proxy → 2 app processes',
    reqPerSec: total / elapsedS,
    latencyAvgMs: s.avg,
    latencyP50Ms: s.p50,
    latencyP99Ms: s.p99,
    totalRequests: total,
    non2xx,
    errors: failed,
    timeouts: 0,
    statusCodes,
    notes: [
      `${MEMBERS} members (${Math.round(MEMBERS * LOGIN_SHARE)} sign in with their password), mean pause ${THINK_MS} ms, ${elapsedS.toFixed(0)} s; ${total} calls (${(total / elapsedS).toFixed(0)}/s)`,
      `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} CPUs)`,
      `errors: ${non2xx + failed} of ${total + failed} calls (${rate.toFixed(2)} %), 5xx: ${fives}, ` +
        `status codes ${JSON.stringify(statusCodes)} (target 0 errors, 0 5xx: ${non2xx + failed === 0 ? 'met' : 'MISSED'})`,
      ...log.samples.map((e) => `  e.g. ${e}`),
      `call              n      p50      p95      p99 errors  5xx   (ms, client side through the proxy)`,
      ...rows,
      ...invariants,
    ],
  };
}
