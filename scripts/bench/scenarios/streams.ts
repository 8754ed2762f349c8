import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type AppNode, loadAverage, memoryOf, startAppNode, stopAppNodes } from '../app-nodes';
import { benchDatabaseUrl, createChatMembers } from '../chat-fixtures';
import { openStream, type SseStream } from '../sse-client';
import type { Scenario } from './types';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
/** Streams opened at once: a crowd reconnecting, not one SYN flood. */
const OPEN_BATCH = 500;
const SETTLE_MS = 5_000;
const TARGET_RSS_MB = 300;

/**
 * 10,000 members each hold one event stream, half on each of two server processes; reports each
 * process's RSS before and with the streams open (target ≤ 300 MB each), and checks the streams
 * still carry events by sending one message across processes per 100 streams.
 */
export const streamsScenario: Scenario = {
  name: 'streams',
  label: `${STREAMS.toLocaleString('en')} concurrent event streams on 2 processes`,
  targetRatio: 0,
  async run() {
    const dbUrl = await benchDatabaseUrl();
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const nodes: AppNode[] = [];
    const streams: SseStream[] = [];
    try {
      nodes.push(await startAppNode(dbUrl, 'streams-1'), await startAppNode(dbUrl, 'streams-2'));
      const { members, conversations } = await createChatMembers(client, STREAMS, 100);
      const before = await Promise.all(nodes.map((n) => memoryOf(n.child.proc.pid)));
      const half = STREAMS / 2;
      const received = new Set<number>();
      let dropped = 0;
      const opening = performance.now();
      for (let from = 0; from < STREAMS; from += OPEN_BATCH) {
        const batch = members.slice(from, from + OPEN_BATCH).map((m, j) => {
          const i = from + j;
          // Member i and its partner i ± half hold their streams on different processes.
          const node = nodes[(i < half ? i : i - half + 1) % 2];
          return openStream(
            `${node?.url}/api/events.php`,
            m.cookie,
            (data) => {
              const e = JSON.parse(data) as { type: string; message?: number };
              if (i >= half && e.type === 'message' && e.message !== undefined) received.add(e.message);
            },
            () => {
              dropped += 1;
            },
          );
        });
        streams.push(...batch);
        await Promise.all(batch.map((s) => s.ready));
      }
      const openedS = (performance.now() - opening) / 1000;
      await sleep(SETTLE_MS);
      const open = await Promise.all(nodes.map((n) => memoryOf(n.child.proc.pid)));

      // One message per 100 streams, each to a partner on the other process.
      const sent: number[] = [];
      let refused = 0;
      for (let i = 0; i < half; i += 50) {
        const m = members[i];
        const node = nodes[i % 2];
        if (!m || !node) continue;
        const res = await fetch(`${node.url}/api/messages.php`, {
          method: 'POST',
          headers: { cookie: m.cookie, 'content-type': 'application/json', 'user-agent': 'amorio-bench/1.0' },
          body: JSON.stringify({
            conversation: conversations[i],
            text: 'ping',
            client_id: `streams${i}x${m.userId}`,
          }),
        });
        const body = (await res.json()) as { message?: { id: number } };
        if (res.status === 200 && body.message) sent.push(body.message.id);
        else refused += 1;
      }
      await sleep(2_000);
      const lost = sent.filter((id) => !received.has(id)).length;
      const after = await Promise.all(nodes.map((n) => memoryOf(n.child.proc.pid)));
      const worst = Math.max(...after.map((m) => m.rss), ...open.map((m) => m.rss));
      const perStreamKb = open.map((m, i) => ((m.rss - (before[i]?.rss ?? 0)) * 1024) / half);
      return {
        url: `${nodes[0]?.url}/api/events.php + ${nodes[1]?.url}/api/events.php`,
        reqPerSec: STREAMS / openedS,
        latencyAvgMs: 0,
        latencyP50Ms: 0,
        latencyP99Ms: 0,
        totalRequests: STREAMS + sent.length + refused,
        non2xx: refused,
        errors: 0,
        timeouts: 0,
        statusCodes: { '200': STREAMS + sent.length },
        notes: [
          `${STREAMS} streams (${half} per process) opened in ${openedS.toFixed(1)} s, ${OPEN_BATCH} at a time; load average ${await loadAverage()}`,
          `RSS before the streams: ${before.map((m) => `${m.rss} MB`).join(', ')}; with them open: ${open.map((m) => `${m.rss} MB`).join(', ')} (≈ ${perStreamKb.map((k) => k.toFixed(1)).join(' / ')} kB per stream)`,
          `RSS after ${sent.length} messages across processes: ${after.map((m) => `${m.rss} MB (peak ${m.peak} MB)`).join(', ')} (target ≤ ${TARGET_RSS_MB} MB per process: ${worst <= TARGET_RSS_MB ? 'met' : 'MISSED'})`,
          `messages: ${sent.length} sent, ${refused} refused, ${lost} not received; streams dropped ${dropped}`,
        ],
      };
    } finally {
      for (const s of streams) s.close();
      await stopAppNodes(nodes);
      await client.end();
    }
  },
};
