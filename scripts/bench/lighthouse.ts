import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/** Issue 13.5: the public pages' targets (Lighthouse mobile, default simulated throttling). */
export const PAGE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  /** The landing (`/`) only: all bytes and the JavaScript among them, compressed as sent. */
  landingTransferKb: 250,
  landingJsKb: 100,
} as const;

export type PageFigures = {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  transferKb: number | null;
  jsKb: number | null;
  /** Lighthouse's own error (NO_LCP and the like under load); the figures are then missing. */
  error?: string;
};

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};

const score = (s: number | null | undefined): number | null => (s == null ? null : Math.round(s * 100));

/** Runs Lighthouse on each page in turn in one system Chromium. */
export async function runLighthouse(baseUrl: string, paths: readonly string[]): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const out: PageFigures[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      const audits = (lhr?.audits ?? {}) as Record<string, Audit | undefined>;
      const num = (id: string): number | null => audits[id]?.numericValue ?? null;
      const requests = audits['network-requests']?.details?.items ?? [];
      const js = requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const total = num('total-byte-weight');
      out.push({
        path,
        performance: score(lhr?.categories.performance?.score),
        accessibility: score(lhr?.categories.accessibility?.score),
        bestPractices: score(lhr?.categories['best-practices']?.score),
        seo: score(lhr?.categories.seo?.score),
        fcpMs: num('first-contentful-paint'),
        lcpMs: num('largest-contentful-paint'),
        cls: num('cumulative-layout-shift'),
        transferKb: total === null ? null : total / 1024,
        jsKb: requests.length > 0 ? js / 1024 : null,
        ...(lhr?.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/** The figures as a table, each against its target (`!` marks a miss). */
export function formatPages(pages: readonly PageFigures[]): string[] {
  const t = PAGE_TARGETS;
  const mark = (ok: boolean | null) => (ok === false ? '!' : ' ');
  const cell = (v: number | null, digits: number, ok: (v: number) => boolean) =>
    v === null ? '—' : `${v.toFixed(digits)}${mark(ok(v))}`;
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'FCP s', 'LCP s', 'CLS', 'KB', 'JS KB'];
  const rows = pages.map((p) => {
    const landing = p.path === '/';
    return [
      p.path,
      cell(p.performance, 0, (v) => v >= t.performance),
      cell(p.accessibility, 0, (v) => v >= t.accessibility),
      cell(p.bestPractices, 0, (v) => v >= t.bestPractices),
      cell(p.seo, 0, (v) => v >= t.seo),
      cell(p.fcpMs === null ? null : p.fcpMs / 1000, 2, () => true),
      cell(p.lcpMs === null ? null : p.lcpMs / 1000, 2, () => true),
      cell(p.cls, 3, (v) => v <= t.cls),
      cell(p.transferKb, 0, (v) => !landing || v <= t.landingTransferKb),
      cell(p.jsKb, 0, (v) => !landing || v <= t.landingJsKb),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[0] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Lighthouse (mobile, simulated throttling); targets: perf ≥ ${t.performance}, a11y/bp/seo ${t.accessibility}, ` +
      `CLS ≤ ${t.cls}, landing ≤ ${t.landingTransferKb} KB and JS ≤ ${t.landingJsKb} KB (compressed); ! = missed`,
    line(header),
    ...rows.map(line),
    ...pages.filter((p) => p.error).map((p) => `${p.path}: ${p.error}`),
  ];
}
