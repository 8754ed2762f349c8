import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPushService } from '@server/test/push-service';
import pg from 'pg';
import { memoryOf } from '../app-nodes';
import { benchDatabaseUrl, createChatMembers } from '../chat-fixtures';
import type { Measurement } from '../run-autocannon';
import type { BenchContext, Scenario } from './types';

const MEMBERS = Number(process.env.BENCH_PUSH_MEMBERS ?? 10_000);
/** Messages posted at once: enough to keep the app busy without measuring the client. */
const CONCURRENCY = 50;
/** Past this without a new push, whatever is missing is lost. */
const QUIET_LIMIT_MS = 30_000;

/**
 * 10,000 members, each with a push subscription at the tests' local RFC 8030 push service
 * (server/test/push-service.ts: it checks VAPID and decrypts every aes128gcm payload) and each
 * receiving one message from their partner. Measures the push sender job of the app: pushes/s,
 * the time from the last message accepted to the last push, the app's memory, and counts every
 * push per subscription, so a lost or doubled one shows.
 */
export const pushScenario: Scenario = {
  name: 'push',
  label: `push: ${MEMBERS} subscribed members, one message each`,
  targetRatio: 0,
  async run(ctx) {
    const service = await startPushService();
    const client = new pg.Client({ connectionString: await benchDatabaseUrl() });
    await client.connect();
    try {
      return await measurePush(ctx, client, service);
    } finally {
      await client.end();
      await service.close();
    }
  },
};

async function measurePush(
  ctx: BenchContext,
  client: pg.Client,
  service: Awaited<ReturnType<typeof startPushService>>,
): Promise<Measurement> {
  const { members, conversations } = await createChatMembers(client, MEMBERS, 1_000);
  const browsers = members.map(() => service.subscribe());
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[])`,
    [
      members.map((m) => m.userId),
      browsers.map((b) => b.endpoint),
      browsers.map((b) => b.keys.p256dh),
      browsers.map((b) => b.keys.auth),
    ],
  );
  // Push only: their digest mails would be another job's work in the same process.
  await client.query(
    `insert into notification_settings (user_id, mail_message, mail_like, mail_mutual_like)
     select u, false, false, false from unnest($1::bigint[]) u`,
    [members.map((m) => m.userId)],
  );
  const subscriptionOf = new Map(members.map((m, i) => [m.userId, browsers[i]?.id ?? '']));
  const half = members.length / 2;
  // Member i writes to i + half and back: every member receives exactly one message.
  const sends = members.map((m, i) => ({ from: m, conversation: conversations[i % half] ?? 0 }));

  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  let firstPushAt = 0;
  let lastAccepted = 0;
  const watch = setInterval(() => {
    if (!firstPushAt && service.delivered.length > 0) firstPushAt = performance.now();
  }, 10);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < sends.length; i = next++) {
        const s = sends[i];
        if (!s) continue;
        try {
          const res = await fetch(`${ctx.appUrl}/api/messages.php`, {
            method: 'POST',
            headers: {
              cookie: s.from.cookie,
              'content-type': 'application/json',
              'user-agent': 'amorio-bench/1.0',
            },
            body: JSON.stringify({
              conversation: s.conversation,
              text: `push bench ${i}`,
              client_id: `pushbench${i}x${s.from.userId}`,
            }),
          });
          await res.arrayBuffer();
          statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
          if (res.status !== 200) errors += 1;
          lastAccepted = performance.now();
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const sendsDone = performance.now();
  const expected = sends.length - errors;
  let seen = service.delivered.length;
  let lastChange = performance.now();
  let peak = await memoryOf(ctx.appPid);
  while (service.delivered.length < expected && performance.now() - lastChange < QUIET_LIMIT_MS) {
    await sleep(20);
    if (service.delivered.length !== seen) {
      seen = service.delivered.length;
      lastChange = performance.now();
    }
    const m = await memoryOf(ctx.appPid);
    if (m.rss > peak.rss) peak = m;
  }
  // A moment more, so a doubled push would still arrive and be counted.
  await sleep(1_000);
  clearInterval(watch);
  const lastPushAt = lastChange;
  const mem = await memoryOf(ctx.appPid);

  const perSubscription = new Map<string, number>();
  for (const d of service.delivered)
    perSubscription.set(d.subscription, (perSubscription.get(d.subscription) ?? 0) + 1);
  let lost = 0;
  let doubled = 0;
  for (const m of members) {
    const n = perSubscription.get(subscriptionOf.get(m.userId) ?? '') ?? 0;
    if (n === 0) lost += 1;
    if (n > 1) doubled += n - 1;
  }
  const pushSeconds = (lastPushAt - (firstPushAt || t0)) / 1000;
  const pushesPerSec = service.delivered.length / Math.max(pushSeconds, 0.001);
  const load = readFile('/proc/loadavg', 'utf8').catch(() => '?');
  const notes = [
    `pushes delivered: ${service.delivered.length} of ${members.length} (lost ${lost}, doubled ${doubled}, refused by the push service ${service.refused.length})`,
    `pushes/s: ${pushesPerSec.toFixed(0)} (first push → last push ${pushSeconds.toFixed(1)} s)`,
    `time until the last push: ${((lastPushAt - t0) / 1000).toFixed(1)} s after the first message was posted, ${((lastPushAt - Math.max(lastAccepted, sendsDone)) / 1000).toFixed(1)} s after the last one was accepted`,
    `messages posted: ${sends.length} in ${((sendsDone - t0) / 1000).toFixed(1)} s (${CONCURRENCY} at a time), errors ${errors}`,
    `server memory: RSS ${mem.rss} MB (peak ${Math.max(peak.peak, mem.peak)} MB)`,
    `load average at the end: ${(await load).trim()}`,
  ];
  if (lost > 0 || doubled > 0 || errors > 0) {
    throw new Error(
      `push bench: ${lost} lost, ${doubled} doubled, ${errors} send errors\n${notes.join('\n')}`,
    );
  }
  return {
    url: `${ctx.appUrl}/api/messages.php → push service`,
    reqPerSec: pushesPerSec,
    latencyAvgMs: 0,
    latencyP50Ms: 0,
    latencyP99Ms: 0,
    totalRequests: sends.length,
    non2xx: 0,
    errors,
    timeouts: 0,
    statusCodes,
    notes,
  };
}
