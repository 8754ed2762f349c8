import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { cpuMsOf, loadAverage, postgresCpuMs, summarize } from '../app-nodes';
import { benchDatabaseUrl } from '../chat-fixtures';
import { FANOUT_CHANNEL, type FromListener, type ListenerReport, type ToListener } from '../fanout/listener';
import { ROOT_DIR } from '../paths';
import type { Measurement } from '../run-autocannon';
import type { Scenario } from './types';

const LISTENERS = [2, 4, 8] as const;
const WINDOW_S = Number(process.env.BENCH_FANOUT_SECONDS ?? 5);
/** Publishing connections (the app's processes each publish through one statement at a time). */
const PUBLISHERS = 2;
/** Notifications per notify statement, as the app's publisher sends a batch. */
const PER_STATEMENT = 10;
const DRAIN_MS = 5_000;

/** A member event as the publisher packs it (decision 020b). */
const EVENT = '{"userId":1234567,"event":{"type":"message","conversation":7654321,"message":98765432}}';
/** Two shapes: one event per notification, and packed near PostgreSQL's 8,000-byte payload limit. */
const KINDS = [
  { name: 'single', events: 1 },
  { name: 'packed', events: Math.floor(6_900 / (EVENT.length + 1)) },
] as const;

type Row = {
  kind: string;
  listeners: number;
  published: number;
  /** Notifications a second each listener received in the window (the slowest listener). */
  delivered: number;
  eventsPerS: number;
  backlog: number;
  latency: ReturnType<typeof summarize>;
  pgMsPerDelivery: number;
  listenerMsPerNotification: number;
  queueUsage: number;
};

/**
 * Issue 26 item 6: how many notifications a second one PostgreSQL (the bench's embedded cluster)
 * delivers to 2, 4 and 8 listening processes, each on its own LISTEN connection, with two
 * connections publishing flat out for a few seconds; the payloads as the app's publisher sends
 * them (one event, or packed). Reports the delivered rate of the slowest listener, what was
 * still queued at the end of the window, the publish → received latency and the CPU per delivery.
 */
export const fanoutScenario: Scenario = {
  name: 'fanout',
  label: 'fan-out: NOTIFY to 2, 4 and 8 listening processes',
  targetRatio: 0,
  async run() {
    const url = await benchDatabaseUrl();
    const children: ChildProcess[] = [];
    const publishers = new pg.Pool({ connectionString: url, max: PUBLISHERS });
    try {
      for (let i = 0; i < Math.max(...LISTENERS); i++) children.push(forkListener());
      const rows: Row[] = [];
      let listening = 0;
      for (const n of LISTENERS) {
        for (; listening < n; listening++) {
          const child = children[listening] as ChildProcess;
          await ask(child, { type: 'listen', url }, 'listening');
        }
        for (const kind of KINDS) rows.push(await measureFanout(publishers, children.slice(0, n), kind));
      }
      return report(rows, await loadAverage());
    } finally {
      for (const c of children) if (c.connected) c.disconnect();
      await publishers.end();
    }
  },
};

function forkListener(): ChildProcess {
  return fork(path.join(ROOT_DIR, 'scripts/bench/fanout/listener.ts'), [], {
    cwd: ROOT_DIR,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function ask(child: ChildProcess, m: ToListener, want: 'listening'): Promise<void>;
function ask(child: ChildProcess, m: ToListener, want: 'report'): Promise<ListenerReport>;
function ask(child: ChildProcess, m: ToListener, want: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once('message', (r: FromListener) => {
      if (r.type === 'error') reject(new Error(`listener: ${r.message}`));
      else if (r.type !== want) reject(new Error(`listener answered ${r.type}, not ${want}`));
      else resolve(r.type === 'report' ? r.report : undefined);
    });
    child.send(m);
  });
}

async function measureFanout(
  pool: pg.Pool,
  listeners: ChildProcess[],
  kind: (typeof KINDS)[number],
): Promise<Row> {
  const body = `${Array.from({ length: kind.events }, () => EVENT).join(',')}]`;
  await Promise.all(listeners.map((c) => ask(c, { type: 'report' }, 'report'))); // reset
  const cpu = () => Promise.all([postgresCpuMs(), ...listeners.map((c) => cpuMsOf(c.pid))]);
  const before = await cpu();
  let published = 0;
  const deadline = performance.now() + WINDOW_S * 1000;
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async () => {
      while (performance.now() < deadline) {
        const t = performance.timeOrigin + performance.now();
        // Each payload its own: PostgreSQL folds identical notifications of one transaction.
        const payloads = Array.from({ length: PER_STATEMENT }, (_, i) => `[{"t":${t},"i":${i}},${body}`);
        await pool.query('select pg_notify($1, p) from unnest($2::text[]) as p', [FANOUT_CHANNEL, payloads]);
        published += PER_STATEMENT;
      }
    }),
  );
  const inWindow = await Promise.all(listeners.map((c) => ask(c, { type: 'report' }, 'report')));
  const after = await cpu();
  const queue = await pool.query<{ u: number }>('select pg_notification_queue_usage() as u');
  // Let the backlog drain before the next measurement (it would count there otherwise).
  const drainEnd = performance.now() + DRAIN_MS;
  const late = inWindow.map((r) => r.notifications);
  while (late.some((got) => got < published) && performance.now() < drainEnd) {
    await sleep(200);
    const more = await Promise.all(listeners.map((c) => ask(c, { type: 'report' }, 'report')));
    more.forEach((r, i) => {
      late[i] = (late[i] ?? 0) + r.notifications;
    });
  }
  if (inWindow.some((r) => r.lost)) throw new Error('a LISTEN connection was lost');
  const slowest = Math.min(...inWindow.map((r) => r.notifications));
  const delivered = inWindow.reduce((n, r) => n + r.notifications, 0);
  const listenerMs = after.slice(1).reduce((n, ms, i) => n + ms - (before[i + 1] ?? 0), 0);
  return {
    kind: kind.name,
    listeners: listeners.length,
    published: published / WINDOW_S,
    delivered: slowest / WINDOW_S,
    eventsPerS: (slowest * kind.events) / WINDOW_S,
    backlog: published - slowest,
    latency: summarize(inWindow.flatMap((r) => r.latencies)),
    pgMsPerDelivery: ((after[0] ?? 0) - (before[0] ?? 0)) / Math.max(1, delivered),
    listenerMsPerNotification: listenerMs / Math.max(1, delivered),
    queueUsage: Number(queue.rows[0]?.u ?? 0),
  };
}

function report(rows: Row[], loadAfter: string): Measurement {
  const notes = rows.map(
    (r) =>
      `${r.listeners} listeners, ${r.kind} (${r.kind === 'packed' ? KINDS[1].events : 1} events each): ` +
      `published ${r.published.toFixed(0)}/s, delivered to each ${r.delivered.toFixed(0)}/s ` +
      `(${r.eventsPerS.toFixed(0)} events/s, ${(r.delivered * r.listeners).toFixed(0)} deliveries/s in all), ` +
      `behind at the end ${r.backlog}, queue ${(r.queueUsage * 100).toFixed(3)} %; publish → received ` +
      `p50 ${r.latency.p50.toFixed(1)}, p99 ${r.latency.p99.toFixed(1)} ms; CPU per delivery PostgreSQL ` +
      `${(r.pgMsPerDelivery * 1000).toFixed(1)} µs, listener ${(r.listenerMsPerNotification * 1000).toFixed(1)} µs`,
  );
  notes.push(
    `${PUBLISHERS} publishing connections × ${PER_STATEMENT} notifications per statement, ${WINDOW_S} s each; load average after ${loadAfter}`,
  );
  const top = rows.filter((r) => r.kind === 'packed').at(-1);
  return {
    url: `LISTEN ${FANOUT_CHANNEL}`,
    reqPerSec: top?.delivered ?? 0,
    latencyAvgMs: top?.latency.avg ?? 0,
    latencyP50Ms: top?.latency.p50 ?? 0,
    latencyP99Ms: top?.latency.p99 ?? 0,
    totalRequests: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    notes,
  };
}
