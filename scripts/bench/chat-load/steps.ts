import { summarize } from '../app-nodes';
import type { StepResult } from './protocol';

/** Issue 26 item 5: what a load step must hold to count. */
export const HELD = { p95Ms: 100, p99Ms: 250, acceptedShare: 0.98 } as const;

/**
 * The load steps as shares of bare node:http's req/s: from `start` up by `factor` to the first
 * miss (or down by it, at most `downs` times, to the first hold), then `refine` steps between the
 * highest held and the lowest missed (each halves the gap's logarithm: 25 % → 12 % → 6 %).
 */
export const STEP = { start: 0.01, factor: 1.25, max: 0.1, downs: 8, refine: 2 } as const;

export type StepFigures = {
  name: string;
  offered: number;
  /** Accepted messages a second over the step. */
  rate: number;
  accepted: number;
  refused: number;
  errors: number;
  errorSample: string | undefined;
  lost: number;
  /** Events shown twice and streams that ended, since the generators started. */
  duplicates: number;
  dropped: number;
  latency: ReturnType<typeof summarize>;
  /** CPU per accepted message, ms. */
  cpu: { app: number; pg: number; generators: number };
  loopDelay: { p99: number; max: number };
  /** HTTP requests (the event streams excepted) per accepted message (issue 26 item 2: ≤ 1.5). */
  requestsPerMessage: number;
  sentIds: number[];
  statusCodes: Record<string, number>;
};

/** The generators' answers to one step, added up. */
export function combine(
  name: string,
  offered: number,
  durationS: number,
  results: StepResult[],
  cpuMs: { app: number; pg: number; generators: number },
): StepFigures {
  const sum = (f: (r: StepResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const accepted = sum((r) => r.accepted);
  const per = (ms: number) => ms / Math.max(1, accepted);
  const statusCodes: Record<string, number> = {};
  for (const r of results) {
    for (const [code, n] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  }
  return {
    name,
    offered,
    rate: accepted / durationS,
    accepted,
    refused: sum((r) => r.refused),
    errors: sum((r) => r.errors),
    errorSample: results.find((r) => r.errorSample)?.errorSample,
    lost: sum((r) => r.lost),
    duplicates: sum((r) => r.duplicates),
    dropped: sum((r) => r.dropped),
    latency: summarize(results.flatMap((r) => r.latencies)),
    cpu: { app: per(cpuMs.app), pg: per(cpuMs.pg), generators: per(cpuMs.generators) },
    loopDelay: {
      p99: Math.max(0, ...results.map((r) => r.loopDelayP99)),
      max: Math.max(0, ...results.map((r) => r.loopDelayMax)),
    },
    requestsPerMessage: sum((r) => r.requests) / Math.max(1, accepted),
    sentIds: results.flatMap((r) => r.sentIds),
    statusCodes,
  };
}

/** Why a step does not hold (empty when it does). */
export function missesOf(s: StepFigures): string[] {
  const out: string[] = [];
  if (s.rate < s.offered * HELD.acceptedShare)
    out.push(`accepted ${s.rate.toFixed(0)} of ${s.offered.toFixed(0)} msg/s`);
  if (s.latency.p95 > HELD.p95Ms) out.push(`p95 > ${HELD.p95Ms} ms`);
  if (s.latency.p99 > HELD.p99Ms) out.push(`p99 > ${HELD.p99Ms} ms`);
  if (s.lost > 0) out.push(`${s.lost} lost`);
  if (s.duplicates > 0) out.push(`${s.duplicates} shown twice`);
  if (s.refused + s.errors > 0) {
    out.push(`${s.refused} refused, ${s.errors} errors${s.errorSample ? ` (${s.errorSample})` : ''}`);
  }
  return out;
}

export function formatStep(s: StepFigures, verdict: string): string {
  const { latency: e, cpu } = s;
  return (
    `${s.name}: offered ${s.offered.toFixed(0)} msg/s → accepted ${s.accepted} (${s.rate.toFixed(1)} msg/s), ` +
    `refused ${s.refused}, errors ${s.errors}${s.errorSample ? ` (${s.errorSample})` : ''}, lost ${s.lost}; send started → shown p50 ${e.p50.toFixed(1)}, ` +
    `p95 ${e.p95.toFixed(1)}, p99 ${e.p99.toFixed(1)}, max ${e.max.toFixed(1)} ms; CPU per message: app ` +
    `${cpu.app.toFixed(2)}, PostgreSQL ${cpu.pg.toFixed(2)}, generators ${cpu.generators.toFixed(2)} ms; ` +
    `requests per message ${s.requestsPerMessage.toFixed(2)}; ` +
    `generators' own event-loop delay p99 ${s.loopDelay.p99.toFixed(0)} ms, max ${s.loopDelay.max.toFixed(0)} ms; ${verdict}`
  );
}
