import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';
import type { LoadSettings, Measurement } from './run-autocannon';

/** By default the app must serve at least this share of the hello-world req/s. */
export const TARGET_RATIO = 0.4;

export type ScenarioResult =
  | { name: string; label: string; ok: true; app: Measurement; ratio: number; target: number; pass: boolean }
  | { name: string; label: string; ok: false; error: string };

export type BenchReport = {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  /** 1-minute load average before the first run: other work on the machine skews the figures. */
  loadAverageBefore: number;
  load: LoadSettings;
  targetRatio: number;
  hello: Measurement | null;
  scenarios: ScenarioResult[];
};

export const RESULTS_FILE = path.join(ROOT_DIR, BENCH_DATA_DIR, 'results.json');

export function newReport(load: LoadSettings): BenchReport {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    loadAverageBefore: os.loadavg()[0] ?? 0,
    load,
    targetRatio: TARGET_RATIO,
    hello: null,
    scenarios: [],
  };
}

export function scenarioResult(
  name: string,
  label: string,
  app: Measurement,
  hello: Measurement,
  target: number,
): ScenarioResult {
  const ratio = app.reqPerSec / (app.baseline ?? hello).reqPerSec;
  return { name, label, ok: true, app, ratio, target, pass: ratio >= target };
}

/** The table of the run: one row for the baseline, one per scenario. */
export function formatReport(report: BenchReport): string {
  const { load } = report;
  const header = ['scenario', 'what', 'req/s', 'p99 ms', 'app/hello', 'target', ''];
  const rows: string[][] = [];
  if (report.hello) rows.push(['hello', 'GET / (bare node:http)', ...figures(report.hello), '—', '', '']);
  for (const s of report.scenarios) {
    if (s.ok) {
      const verdict = s.pass ? 'PASS' : 'FAIL';
      rows.push([s.name, s.label, ...figures(s.app), s.ratio.toFixed(3), `≥ ${s.target}`, verdict]);
    } else rows.push([s.name, s.label, '—', '—', '—', '', 'ERROR']);
  }
  const right = new Set([2, 3, 4]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const out = [
    `${load.connections} connections, pipelining ${load.pipelining}, ${load.durationS} s per run ` +
      `(after a ${load.warmupS} s warm-up); node ${report.node}, ${report.cpus} × ${report.cpuModel}`,
    ...(report.loadAverageBefore > report.cpus / 2
      ? [
          `note: the machine was busy before the runs (load average ${report.loadAverageBefore.toFixed(2)} ` +
            `on ${report.cpus} CPUs); the figures are noisy`,
        ]
      : []),
    '',
    line(header),
    rule,
    ...rows.map(line),
  ];
  for (const s of report.scenarios) {
    if (!s.ok) out.push('', `${s.name}: ${s.error}`);
    else if (s.app.notes?.length) out.push('', `${s.name}:`, ...s.app.notes.map((n) => `  ${n}`));
  }
  return out.join('\n');
}

function figures(m: Measurement): [string, string] {
  return [m.reqPerSec.toFixed(0), m.latencyP99Ms.toFixed(1)];
}

export async function writeReport(report: BenchReport): Promise<void> {
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
