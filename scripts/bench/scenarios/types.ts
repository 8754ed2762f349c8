import type { Member } from '../member';
import type { LoadSettings, Measurement } from '../run-autocannon';

/**
 * `--only`: one part of the pages scenario alone: Lighthouse on one group of pages (issue 23), or
 * the load runs without Lighthouse (`load`, issue 21's throughput).
 */
export const PAGES_ONLY = ['public', 'members', 'load'] as const;
export type PagesOnly = (typeof PAGES_ONLY)[number];

/** What a scenario gets: the running app and a signed-in member (created on first use). */
export type BenchContext = {
  appUrl: string;
  /** The app's process id (scenarios read its memory from /proc). */
  appPid: number | undefined;
  load: LoadSettings;
  member: () => Promise<Member>;
  /** Bare `node:http`'s req/s measured in this run: scenarios that step their load scale by it. */
  helloReqPerSec: number;
  /** Bare `node:http` itself, for scenarios that measure it again next to their own runs. */
  hello: { url: string; pid: number | undefined };
  /** `--only`: the pages scenario runs this part alone. */
  only?: PagesOnly;
  /** `--runs`: Lighthouse runs per page (1 unless given); the median run is reported. */
  lighthouseRuns: number;
};

/**
 * One app workload measured against the hello-world baseline. A scenario checks its endpoint
 * answers what it should before loading it, then returns the measurement of `measure()`.
 */
export type Scenario = {
  /** Short name used on the command line: `npm run bench -- user`. */
  name: string;
  /** What is measured, e.g. `GET /api/user.php (member)`. */
  label: string;
  /** Share of the hello-world req/s this scenario must reach; 0.4 unless its issue names another. */
  targetRatio?: number;
  /** Its run length when `--duration` is not given (else the shared DEFAULT_LOAD's). */
  defaultDurationS?: number;
  /** Build the web app (`vite build`, as `npm start` does) before the app starts. */
  needsWebBuild?: boolean;
  /** One measurement, or several (each reported as `GET <path>` against the same target). */
  run: (ctx: BenchContext) => Promise<Measurement | Measurement[]>;
};
