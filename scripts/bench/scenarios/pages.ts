import { calibrate, formatCalibration } from '../calibrate';
import { formatPages, launchChrome, MEMBER_TARGETS, PUBLIC_TARGETS, runLighthouse } from '../lighthouse';
import { demoMemberPages } from '../member-pages';
import { type Measurement, measure } from '../run-autocannon';
import type { BenchContext, Scenario } from './types';

/** What a browser sends: the load measures the answers visitors get (compressed, decision 020a). */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/** The lander whose server-rendered answer is loaded with autocannon next to `/`. */
const LOAD_LANDER = '/landers/gallery/milf';

/**
 * Issue 13.5: Lighthouse on the public pages (one lander of each type), then `GET /` and one
 * lander under load. Guests' requests, so the answers are the server-rendered pages.
 * Issue 23: on the same phone on every host (calibrate.ts), and the member pages too.
 */
const LIGHTHOUSE_PAGES = [
  '/',
  '/login',
  '/signup',
  '/pages/terms',
  '/landers/video/',
  LOAD_LANDER,
  '/landers/maplanding/',
  '/landers/alonetonight/',
  '/landers/iconslanding/',
  '/landers/socialnetwork/',
  '/landers/collagelanding/',
  '/landers/transitionsvideolanding/',
] as const;

// Lighthouse runs first and alone: on 2 shared cores the load runs would skew its timings.
export const pagesScenario: Scenario = {
  name: 'pages',
  label: 'GET / and a lander (guest, server-rendered)',
  targetRatio: 0.3,
  needsWebBuild: true,
  async run(ctx) {
    for (const path of ['/', LOAD_LANDER]) {
      const res = await fetch(`${ctx.appUrl}${path}`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('data-ssr')) {
        throw new Error(
          `GET ${path} answered ${res.status} without the server-rendered page (is dist/ssr built?)`,
        );
      }
    }
    const { only } = ctx;
    const notes = only === 'load' ? [] : await lighthouse(ctx.appUrl, only, ctx.lighthouseRuns);
    // --only public/members: Lighthouse alone; the notes ride on the landing's load run (the report's one row).
    if (only === 'public' || only === 'members') {
      const home = await measure({ url: `${ctx.appUrl}/`, headers: BROWSER }, ctx.load);
      home.notes = notes;
      return home;
    }
    const home = await besideHello(ctx, '/');
    const lander = await besideHello(ctx, LOAD_LANDER);
    home.notes = [...notes, ...(home.notes ?? [])];
    return [home, lander];
  },
};

/**
 * The app's load run right after bare `node:http`'s, its ratio taken against that one: in a full
 * run Lighthouse takes minutes between the report's first hello run and these, and what else the
 * machine does changes meanwhile. The CPU time per answer of both is noted too: the ratio a
 * shared machine disturbs least (020c).
 */
async function besideHello(ctx: BenchContext, path: string): Promise<Measurement> {
  const hello = await measure({ url: `${ctx.hello.url}/`, cpuPid: ctx.hello.pid }, ctx.load);
  const app = await measure({ url: `${ctx.appUrl}${path}`, headers: BROWSER, cpuPid: ctx.appPid }, ctx.load);
  const cpu =
    app.cpuUsPerReq === undefined || hello.cpuUsPerReq === undefined
      ? 'CPU not measured'
      : `CPU per request app ${app.cpuUsPerReq.toFixed(1)} µs, hello ${hello.cpuUsPerReq.toFixed(1)} µs ` +
        `(hello ÷ app ${(hello.cpuUsPerReq / app.cpuUsPerReq).toFixed(3)})`;
  const note = `GET ${path}: hello ${hello.reqPerSec.toFixed(0)} req/s just before; ${cpu}`;
  return { ...app, baseline: hello, notes: [note] };
}

/** Lighthouse on the public pages, the member pages or both, on the calibrated phone; its report lines. */
async function lighthouse(
  appUrl: string,
  only: 'public' | 'members' | undefined,
  runs: number,
): Promise<string[]> {
  const members = only === 'public' ? null : await demoMemberPages(appUrl);
  const chrome = await launchChrome();
  const notes: string[] = [];
  try {
    const calibration = await calibrate(chrome.port);
    // Two builds compared in one sitting run at one slowdown: the host's index moves between
    // runs (2,116 then 1,583 minutes apart, quiet), and with it the calibrated phone.
    const fixed = Number(process.env.BENCH_CPU_SLOWDOWN);
    const cpuSlowdown = fixed > 0 ? fixed : calibration.multiplier;
    const line = `${formatCalibration(calibration)}${fixed > 0 ? `; run at ${fixed}× (BENCH_CPU_SLOWDOWN)` : ''}`;
    console.log(`  ${line}`);
    notes.push(line);
    if (only !== 'members') {
      const pages = await runLighthouse(chrome.port, appUrl, LIGHTHOUSE_PAGES, {
        cpuSlowdown,
        label: 'public',
        runs,
      });
      notes.push(...formatPages('public pages (guest)', pages, PUBLIC_TARGETS), '');
    }
    if (members) {
      const pages = await runLighthouse(chrome.port, appUrl, members.paths, {
        cpuSlowdown,
        label: 'member',
        runs,
        headers: { cookie: members.member.cookie },
      });
      notes.push(...formatPages(`member pages (${members.member.email})`, pages, MEMBER_TARGETS));
    }
  } finally {
    chrome.kill();
  }
  return notes;
}
