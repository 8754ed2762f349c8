import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The device every Lighthouse run emulates, in Lighthouse's own `benchmarkIndex` units: 300 sits
 * between its "mid-tier Android phone, Moto G4" (125+) and a high-end phone (800+), a low-end
 * phone of today. Issue 23 point 3: slow the host's CPU down to it, whatever the host.
 */
export const TARGET_BENCHMARK_INDEX = 300;
/** One sample swings by almost 2× on a shared host (1,256 to 2,291 seen in seven in a row). */
export const BENCHMARK_SAMPLES = 7;

export type Calibration = {
  samples: number[];
  median: number;
  /** `throttling.cpuSlowdownMultiplier`: median ÷ 300, at least 1 (a slower host is not sped up). */
  multiplier: number;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

export function multiplierFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * Measures the host as Lighthouse does (`lhr.environment.benchmarkIndex`): Lighthouse's own page
 * function `computeBenchmarkIndex`, evaluated in a blank tab of the Chromium Lighthouse then runs
 * in (reached over its DevTools port), `BENCHMARK_SAMPLES` times in a row; the median counts.
 */
export async function calibrate(chromePort: number): Promise<Calibration> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const samples: number[] = [];
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    for (let i = 0; i < BENCHMARK_SAMPLES; i++) {
      samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    await page.close();
  } finally {
    // Disconnects only: the browser was launched by chrome-launcher and Lighthouse still needs it.
    await browser.close();
  }
  const m = median(samples);
  return { samples, median: m, multiplier: multiplierFor(m) };
}

export function formatCalibration(c: Calibration): string {
  return (
    `host benchmarkIndex median ${Math.round(c.median)} of ${c.samples.length} ` +
    `(${c.samples.map(Math.round).join(', ')}); CPU slowdown ${c.multiplier}× ` +
    `(= median ÷ ${TARGET_BENCHMARK_INDEX}, at least 1)`
  );
}
