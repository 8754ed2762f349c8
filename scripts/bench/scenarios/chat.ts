import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@server/free-port';
import pg from 'pg';
import { benchDatabaseUrl, type ChatMember, createChatMembers } from '../chat-fixtures';
import { type Child, failOnExit, spawnNode, stopChild } from '../child-process';
import { memoryOf } from '../memory';
import { ROOT_DIR } from '../paths';
import type { Measurement } from '../run-autocannon';
import { openStream, type SseStream } from '../sse-client';
import type { Scenario } from './types';

const STREAMS = 1_000;
const SENDERS = 200;
const DURATION_S = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
/** Each sender sends one message a second: 200 msg/s offered, under the 60/min send throttle. */
const SEND_INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 1_000);
const DRAIN_MS = 3_000;

type Sent = { start: number; accepted: number };

/**
 * Two server processes share the bench database; 1,000 members hold event streams (half on each
 * process) and 200 of them send to a partner whose stream is on the *other* process, so every
 * delivery crosses processes through PostgreSQL NOTIFY. Measures send-accepted → event-received.
 */
export const chatScenario: Scenario = {
  name: 'chat',
  label: `chat: ${SENDERS} senders → ${STREAMS} SSE streams on 2 processes`,
  targetRatio: 0,
  async run() {
    const dbUrl = await benchDatabaseUrl();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const nodes: { child: Child; url: string }[] = [];
    try {
      nodes.push(await startNode(dbUrl, 'chat-1'), await startNode(dbUrl, 'chat-2'));
      const { members, conversations } = await createChatMembers(client, STREAMS, 10_000);
      return await measureChat(nodes, members, conversations, client);
    } finally {
      await Promise.all(nodes.map((n) => stopChild(n.child, 15_000)));
      await client.end();
    }
  },
};

async function startNode(databaseUrl: string, name: string): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = spawnNode({
    name,
    args: ['--import', 'tsx', 'scripts/bench/app-entry.ts'],
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: './data/bench',
      SEED_DEMO: '0',
      // Production speed (no response validation) without production's SMTP_URL requirement.
      NODE_ENV: 'test',
      DEV_MAIL: '0',
    },
    echo: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`${url}/api/settings.php`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(250);
    }
  })();
  await Promise.race([ready, failOnExit(child)]);
  return { child, url };
}

async function measureChat(
  nodes: { child: Child; url: string }[],
  members: ChatMember[],
  conversations: number[],
  client: pg.Client,
): Promise<Measurement> {
  const half = STREAMS / 2;
  const received = new Map<number, number>(); // message id → first arrival at the partner
  const duplicates = { n: 0 };
  const seenBy = new Set<string>();
  let dropped = 0;
  const streams: SseStream[] = members.map((m, i) => {
    // Member i and its partner i ± half sit on different processes.
    const node = nodes[(i < half ? i : i - half + 1) % 2];
    return openStream(
      `${node?.url}/api/events.php`,
      m.cookie,
      (data, at) => {
        const e = JSON.parse(data) as { type: string; message?: number };
        if (e.type !== 'message' || e.message === undefined) return;
        const key = `${m.userId}:${e.message}`;
        if (seenBy.has(key)) duplicates.n += 1;
        seenBy.add(key);
        if (i >= half && !received.has(e.message)) received.set(e.message, at);
      },
      () => {
        dropped += 1;
      },
    );
  });
  await Promise.all(streams.map((s) => s.ready));

  const sent = new Map<number, Sent>();
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const senders = Array.from({ length: SENDERS }, async (_, i) => {
    const sender = members[i];
    const conversation = conversations[i];
    // The sender posts to its own stream's process; its partner's stream is on the other one.
    const node = nodes[i % 2];
    if (!sender || conversation === undefined || !node) return;
    await sleep(Math.random() * SEND_INTERVAL_MS);
    let next = performance.now();
    for (let n = 0; performance.now() < deadline; n++) {
      const start = performance.now();
      try {
        const res = await fetch(`${node.url}/api/messages.php`, {
          method: 'POST',
          headers: {
            cookie: sender.cookie,
            'content-type': 'application/json',
            'user-agent': 'amorio-bench/1.0',
          },
          body: JSON.stringify({
            conversation,
            text: `bench ${i}/${n}`,
            client_id: `bench${i}x${n}x${sender.userId}`,
          }),
        });
        const accepted = performance.now();
        statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
        const body = (await res.json()) as { message?: { id: number } };
        if (res.status === 200 && body.message) sent.set(body.message.id, { start, accepted });
      } catch {
        errors += 1;
      }
      next += SEND_INTERVAL_MS;
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
    }
  });
  await Promise.all(senders);
  await sleep(DRAIN_MS);
  const rss = await Promise.all(nodes.map((n) => memoryOf(n.child.proc.pid)));
  for (const s of streams) s.close();

  const delivery: number[] = [];
  const endToEnd: number[] = [];
  let lost = 0;
  for (const [id, s] of sent) {
    const at = received.get(id);
    if (at === undefined) {
      lost += 1;
      continue;
    }
    // NOTIFY leaves at commit, just before the HTTP answer: an event may beat the answer home.
    delivery.push(Math.max(0, at - s.accepted));
    endToEnd.push(at - s.start);
  }
  const unexpected = [...received.keys()].filter((id) => !sent.has(id)).length;
  const ids = [...sent.keys()];
  const check = await client.query<{ msgs: number; ledger: number }>(
    `select (select count(*) from messages where id = any($1::bigint[]))::int as msgs,
            (select count(*) from credit_ledger where key = any($2::text[]))::int as ledger`,
    [ids, ids.map((id) => `message:${id}`)],
  );
  const d = summarize(delivery);
  const e = summarize(endToEnd);
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const non2xx = total - (statusCodes['200'] ?? 0);
  const msgsPerSec = sent.size / DURATION_S;
  return {
    url: `${nodes[0]?.url}/api/messages.php + ${nodes[1]?.url}/api/events.php`,
    reqPerSec: msgsPerSec,
    latencyAvgMs: d.avg,
    latencyP50Ms: d.p50,
    latencyP99Ms: d.p99,
    totalRequests: total,
    non2xx,
    errors,
    timeouts: 0,
    statusCodes,
    notes: [
      `${STREAMS} event streams (${STREAMS / 2} per process), ${SENDERS} senders at ${(1000 / SEND_INTERVAL_MS).toFixed(1)} msg/s each for ${DURATION_S} s`,
      `messages accepted: ${sent.size} (${msgsPerSec.toFixed(1)} msg/s); refused ${non2xx}, errors ${errors}`,
      `delivery latency (send accepted → event at the partner, across processes): p50 ${d.p50.toFixed(1)} ms, p95 ${d.p95.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms (target p95 ≤ 100 ms: ${d.p95 <= 100 ? 'met' : 'MISSED'})`,
      `end to end (send started → event at the partner): p50 ${e.p50.toFixed(1)} ms, p95 ${e.p95.toFixed(1)} ms, p99 ${e.p99.toFixed(1)} ms`,
      `lost ${lost}, duplicated ${duplicates.n}, unexpected ${unexpected}, streams dropped ${dropped}`,
      `stored: ${check.rows[0]?.msgs} messages, ${check.rows[0]?.ledger} ledger rows for ${sent.size} accepted`,
      `server memory: ${rss.map((r, i) => `process ${i + 1} RSS ${r.rss} MB (peak ${r.peak} MB)`).join(', ')}`,
    ],
  };
}

function summarize(values: number[]): { avg: number; p50: number; p95: number; p99: number; max: number } {
  if (values.length === 0) return { avg: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
  return {
    avg: v.reduce((a, b) => a + b, 0) / v.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: v.at(-1) ?? 0,
  };
}
