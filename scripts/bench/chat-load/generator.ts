/**
 * One load-generator process of the chat bench (forked by generators.ts). It holds the event
 * streams of its members and sends as them; every pair (a sender and its partner) lives in one
 * generator, so "send started" and "event shown" are read on the same clock, and a pause of this
 * process (its garbage collector, a busy core) delays only its own share of the load.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createJsonPoster } from '../post-json';
import { openStream, type SseStream } from '../sse-client';
import type { FromGenerator, SenderSpec, StepResult, StreamSpec, ToGenerator } from './protocol';

const reply = (m: FromGenerator): void => {
  process.send?.(m);
};

const arrivals = new Map<string, number>(); // `${userId}:${messageId}` → first arrival
const counts = { duplicates: 0, dropped: 0 };
let streams: SseStream[] = [];
let senders: SenderSpec[] = [];
let run = '';
let nextSender = 0;
let sequence = 0;
/** Sends of earlier steps still unanswered (an overloaded step leaves them running). */
const leftover = new Set<Promise<void>>();
// Kept-alive connections, as a browser keeps them to the site, at a fraction of node:http's CPU.
const poster = createJsonPoster();

/** The message id of a `message` event, whether it carries the id or the message itself. */
function messageIdOf(data: string): number | null {
  const e = JSON.parse(data) as { type?: string; message?: number | { id?: number } };
  if (e.type !== 'message') return null;
  const m = e.message;
  if (typeof m === 'number') return m;
  return typeof m?.id === 'number' ? m.id : null;
}

async function setup(run_: string, specs: StreamSpec[], senderSpecs: SenderSpec[]): Promise<void> {
  run = run_;
  senders = senderSpecs;
  streams = specs.map((s) =>
    openStream(
      s.url,
      s.cookie,
      (data, at) => {
        const id = messageIdOf(data);
        if (id === null) return;
        const key = `${s.userId}:${id}`;
        if (arrivals.has(key)) counts.duplicates += 1;
        else arrivals.set(key, at);
      },
      () => {
        counts.dropped += 1;
      },
    ),
  );
  await Promise.all(streams.map((s) => s.ready));
}

type Sent = { start: number; to: number };

async function step(
  name: string,
  rate: number,
  durationS: number,
  drainMs: number,
  senderRate: number,
): Promise<StepResult> {
  // Whole pairs (a sender and its partner are adjacent), each member sending about every
  // 1 / senderRate seconds, as in an open conversation.
  const active =
    senderRate > 0 ? Math.min(senders.length, 2 * Math.ceil(rate / senderRate / 2)) : senders.length;
  const sent = new Map<number, Sent>();
  const statusCodes: Record<string, number> = {};
  let started = 0;
  let refused = 0;
  let errors = 0;
  let errorSample: string | undefined;
  // Every request this generator makes besides its streams (today only sends; a read mark or a
  // refetch added later must be counted here too).
  let requests = 0;
  const inFlight = new Set<Promise<void>>();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  const sendOne = async (sender: SenderSpec) => {
    const n = sequence++;
    const start = performance.now();
    try {
      requests += 1;
      const res = await poster.post(sender.url, sender.cookie, {
        conversation: sender.conversation,
        text: `bench ${name} ${n}`,
        client_id: `b${run}${n}u${sender.userId}`,
      });
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      const body = JSON.parse(res.body) as { message?: { id: number } };
      if (res.status === 200 && body.message) sent.set(body.message.id, { start, to: sender.to });
      else refused += 1;
    } catch (err) {
      errors += 1;
      errorSample ??= err instanceof Error ? err.message : String(err);
    }
  };

  // Open loop: the k-th send is due at t0 + k / rate, whatever the answers to earlier ones; the
  // senders take turns, so each member's sends are evenly spaced (under the 60/min throttle).
  const t0 = performance.now();
  const end = t0 + durationS * 1000;
  for (let k = 0; ; ) {
    const now = performance.now();
    if (now >= end) break;
    for (; t0 + (k * 1000) / rate <= now; k++) {
      const sender = senders[nextSender++ % active];
      if (!sender) break;
      started += 1;
      const p = sendOne(sender).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(Math.max(1, Math.min(end, t0 + (k * 1000) / rate) - performance.now()));
  }
  // Answers still missing after the drain time count as errors: an overloaded step must end.
  const drainEnd = performance.now() + drainMs;
  await Promise.race([Promise.all(inFlight), sleep(drainMs)]);
  const unanswered = inFlight.size;
  for (const p of inFlight) {
    leftover.add(p);
    void p.finally(() => leftover.delete(p));
  }
  const allArrived = () => [...sent].every(([id, s]) => arrivals.has(`${s.to}:${id}`));
  while (!allArrived() && performance.now() < drainEnd) await sleep(50);
  loop.disable();

  const latencies: number[] = [];
  let lost = 0;
  for (const [id, s] of sent) {
    const key = `${s.to}:${id}`;
    const at = arrivals.get(key);
    if (at === undefined) lost += 1;
    else latencies.push(at - s.start);
  }
  // Arrivals of this step are no longer needed (the sender's own echo, the partner's copy).
  arrivals.clear();
  return {
    started,
    accepted: sent.size,
    refused,
    errors: errors + unanswered,
    ...(errorSample || unanswered
      ? { errorSample: errorSample ?? `${unanswered} unanswered after ${drainMs} ms` }
      : {}),
    statusCodes,
    latencies,
    lost,
    duplicates: counts.duplicates,
    dropped: counts.dropped,
    requests,
    sentIds: [...sent.keys()],
    loopDelayP99: loop.percentile(99) / 1e6,
    loopDelayMax: loop.max / 1e6,
  };
}

async function settle(maxMs: number): Promise<number> {
  await Promise.race([Promise.all(leftover), sleep(maxMs)]);
  return leftover.size;
}

function handle(m: ToGenerator): Promise<void> {
  if (m.type === 'setup') return setup(m.run, m.streams, m.senders).then(() => reply({ type: 'ready' }));
  if (m.type === 'settle') return settle(m.maxMs).then((pending) => reply({ type: 'settled', pending }));
  return step(m.name, m.rate, m.durationS, m.drainMs, m.senderRate).then((result) =>
    reply({ type: 'step-done', result }),
  );
}

process.on('message', (m: ToGenerator) => {
  const work = handle(m);
  work.catch((err: unknown) =>
    reply({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
});
// The parent going away ends this process (its streams and sockets with it).
process.on('disconnect', () => {
  for (const s of streams) s.close();
  poster.close();
  process.exit(0);
});
