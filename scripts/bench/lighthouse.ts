import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';

export type PageTargets = {
  performance: number;
  accessibility: number;
  /** null: printed, no target (member pages are not indexed, so SEO says nothing about them). */
  bestPractices: number | null;
  seo: number | null;
  tbtMs: number;
  cls: number;
  /** The landing (`/`) only: every byte as sent, and its scripts gzipped (level 9, as check-bundle). */
  landingTransferKb?: number;
  landingJsKb?: number;
};

/** Issue 23 point 4: the public pages, Lighthouse mobile on the calibrated phone. */
export const PUBLIC_TARGETS: PageTargets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 200,
  cls: 0.05,
  landingTransferKb: 250,
  landingJsKb: 150,
};

/** Issue 23 point 5: the member pages, with a member's session, on the same phone. */
export const MEMBER_TARGETS: PageTargets = {
  performance: 85,
  accessibility: 100,
  bestPractices: null,
  seo: null,
  tbtMs: 400,
  cls: 0.05,
};

export type PageFigures = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferKb: number | null;
  /** Scripts as Lighthouse saw them sent (brotli here); `/` also gets `jsGzipKb`. */
  jsKb: number | null;
  jsGzipKb?: number;
  /** Lighthouse's own error (NO_LCP and the like under load); the figures are then missing. */
  error?: string;
  /**
   * The long tasks as Lighthouse simulated them (`where@start:duration` ms, longest first), printed
   * for pages over their TBT target: which of the page's own tasks counted (decision 023h).
   */
  longTasks: string[];
  /** With `--runs` above 1: every run's `performance/TBT ms`, in the order they ran. */
  runs?: string[];
};

export type LighthouseOptions = {
  /** `throttling.cpuSlowdownMultiplier` (calibrate.ts). */
  cpuSlowdown: number;
  /** Sent with every request of the page: a member's `cookie`. */
  headers?: Record<string, string>;
  /** Each page's full report is kept as data/bench/lighthouse/<label>-<page>.json (traces' breakdowns). */
  label: string;
  /** Runs per page (`--runs`); the median run is reported. */
  runs: number;
};

type Audit = {
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      url?: string;
      startTime?: number;
      duration?: number;
    }[];
  };
};

/** `Unattributable@763:522`, or the task's URL's path: where Lantern tied it. */
const longTask = (t: { url?: string; startTime?: number; duration?: number }): string =>
  `${(t.url ?? '?').replace(/^https?:\/\/[^/]+/, '')}@${Math.round(t.startTime ?? 0)}:${Math.round(t.duration ?? 0)}`;

const score = (s: number | null | undefined): number | null => (s == null ? null : Math.round(s * 100));

/** Where each page's report goes, for reading its main-thread breakdown and layout shifts. */
export const LIGHTHOUSE_DIR = path.join(ROOT_DIR, BENCH_DATA_DIR, 'lighthouse');

/** One headless system Chromium for calibration and every Lighthouse run after it. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}

/**
 * Runs Lighthouse (mobile, simulated throttling at the given CPU slowdown) on each page in turn,
 * `options.runs` rounds over all the pages (a round after the other, so that what the host does
 * meanwhile is spread over every page), and reports each page's median run.
 */
export async function runLighthouse(
  chromePort: number,
  baseUrl: string,
  paths: readonly string[],
  options: LighthouseOptions,
): Promise<PageFigures[]> {
  await mkdir(LIGHTHOUSE_DIR, { recursive: true });
  const runs = new Map<string, RunnerResult[]>(paths.map((p) => [p, []]));
  for (let round = 1; round <= options.runs; round++) {
    if (options.runs > 1) console.log(`  Lighthouse round ${round} of ${options.runs} (${options.label})`);
    for (const pagePath of paths) {
      const result = await audit(chromePort, `${baseUrl}${pagePath}`, options);
      const ran = result?.lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (ran !== undefined && ran !== options.cpuSlowdown) {
        throw new Error(`Lighthouse ran at ${ran}× CPU slowdown`);
      }
      if (result) runs.get(pagePath)?.push(result);
    }
  }
  const out: PageFigures[] = [];
  for (const pagePath of paths) out.push(await figures(pagePath, runs.get(pagePath) ?? [], options));
  return out;
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * One page's figures from its median run: Lighthouse's own choice (the run nearest the median FCP
 * and TTI, `computeMedianRun`), which keeps a run's figures together rather than mixing medians of
 * different runs. Every run's performance and TBT are kept beside it, to show the spread.
 */
async function figures(pagePath: string, results: RunnerResult[], options: LighthouseOptions) {
  const valid = filterToValidRuns(results.map((r) => r.lhr));
  const lhr = valid.length > 0 ? computeMedianRun(valid) : results[0]?.lhr;
  const result = results.find((r) => r.lhr === lhr);
  if (typeof result?.report === 'string') {
    const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await writeFile(path.join(LIGHTHOUSE_DIR, `${options.label}-${name}.json`), result.report);
  }
  const audits = (lhr?.audits ?? {}) as Record<string, Audit | undefined>;
  const num = (id: string): number | null => audits[id]?.numericValue ?? null;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const js = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const total = num('total-byte-weight');
  const page: PageFigures = {
    path: pagePath,
    performance: score(lhr?.categories.performance?.score),
    accessibility: score(lhr?.categories.accessibility?.score),
    bestPractices: score(lhr?.categories['best-practices']?.score),
    seo: score(lhr?.categories.seo?.score),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    transferKb: total === null ? null : total / 1024,
    jsKb: requests.length > 0 ? js / 1024 : null,
    ...(pagePath === '/' ? { jsGzipKb: await gzippedKb(scripts.map((s) => s.url ?? '')) } : {}),
    ...(lhr?.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    longTasks: (audits['long-tasks']?.details?.items ?? []).map(longTask),
  };
  if (results.length > 1) {
    page.runs = results.map(({ lhr: r }) => {
      const tbt = (r.audits as Record<string, Audit | undefined>)['total-blocking-time']?.numericValue;
      return `${score(r.categories.performance?.score) ?? '—'}/${tbt === undefined ? '—' : Math.round(tbt)}`;
    });
  }
  return page;
}

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) come and go with the host's load. */
const ATTEMPTS = 3;

async function audit(chromePort: number, url: string, options: LighthouseOptions) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    if (!result?.lhr.runtimeError || attempt === ATTEMPTS) return result;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, again (${attempt + 1} of ${ATTEMPTS})`);
  }
}

/** The scripts the landing loaded, fetched again uncompressed and gzipped as check-bundle counts them. */
async function gzippedKb(urls: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls.filter((u) => u.startsWith('http')))) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

/** The figures as a table, each against its target (`!` marks a miss). */
export function formatPages(title: string, pages: readonly PageFigures[], t: PageTargets): string[] {
  const mark = (ok: boolean | null) => (ok === false ? '!' : ' ');
  const cell = (v: number | null | undefined, digits: number, ok: (v: number) => boolean) =>
    v == null ? '—' : `${v.toFixed(digits)}${mark(ok(v))}`;
  const atLeast = (target: number | null | undefined) => (v: number) => target == null || v >= target;
  const atMost = (target: number | null | undefined) => (v: number) => target == null || v <= target;
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'KB',
    'JS KB',
    'JS gz',
  ];
  const rows = pages.map((p) => {
    const landing = p.path === '/';
    return [
      p.path,
      cell(p.performance, 0, atLeast(t.performance)),
      cell(p.accessibility, 0, atLeast(t.accessibility)),
      cell(p.bestPractices, 0, atLeast(t.bestPractices)),
      cell(p.seo, 0, atLeast(t.seo)),
      cell(p.fcpMs === null ? null : p.fcpMs / 1000, 2, () => true),
      cell(p.lcpMs === null ? null : p.lcpMs / 1000, 2, () => true),
      cell(p.tbtMs, 0, atMost(t.tbtMs)),
      cell(p.cls, 3, atMost(t.cls)),
      cell(p.transferKb, 0, atMost(landing ? t.landingTransferKb : null)),
      cell(p.jsKb, 0, () => true),
      cell(p.jsGzipKb, 0, atMost(landing ? t.landingJsKb : null)),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[0] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const landing =
    t.landingTransferKb === undefined
      ? ''
      : `, landing (/) ≤ ${t.landingTransferKb} KB sent and JS ≤ ${t.landingJsKb} KB gzip`;
  const optional = (name: string, v: number | null) => (v === null ? '' : `, ${name} ${v}`);
  return [
    `${title}: Lighthouse mobile; targets: perf ≥ ${t.performance}, a11y ${t.accessibility}` +
      `${optional('bp', t.bestPractices)}${optional('seo', t.seo)}, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}${landing}; ! = missed`,
    line(header),
    ...rows.map(line),
    ...pages.filter((p) => p.error).map((p) => `${p.path}: ${p.error}`),
    ...pages
      .filter((p) => p.runs !== undefined)
      .map((p) => `${p.path} every run (perf/TBT ms), median run above: ${p.runs?.join('  ')}`),
    ...pages
      .filter((p) => p.tbtMs !== null && p.tbtMs > t.tbtMs && p.longTasks.length > 0)
      .map((p) => `${p.path} long tasks (simulated ms, where@start:duration): ${p.longTasks.join(' ')}`),
  ];
}
