import { calibrate, formatCalibration } from '../calibrate';
import { formatPages, launchChrome, MEMBER_TARGETS, PUBLIC_TARGETS, runLighthouse } from '../lighthouse';
import { demoMemberPages } from '../member-pages';
import { measure } from '../run-autocannon';
import type { Scenario } from './types';

/** What a browser sends: the load measures the answers visitors get (compressed, decision 020a). */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/** The lander whose server-rendered answer is loaded with autocannon next to `/`. */
const LOAD_LANDER = '/landers/gallery/milf';

/**
 * Issue 13.5: Lighthouse on the public pages (one lander of each type), then `GET /` and one
 * lander under load. Guests' requests, so the answers are the server-rendered pages.
 * Issue 23: on the same phone on every host (calibrate.ts), and the member pages too;
 * `--only public` or `--only member` runs Lighthouse on that part alone.
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
    const parts = ['public', 'member'];
    if (ctx.only !== undefined && !parts.includes(ctx.only)) {
      throw new Error(`pages: --only ${ctx.only}; known parts: ${parts.join(', ')}`);
    }
    const run = (part: string) => ctx.only === undefined || ctx.only === part;
    const chrome = await launchChrome();
    const notes: string[] = [];
    try {
      const calibration = await calibrate(chrome.port);
      const cpuSlowdown = calibration.multiplier;
      console.log(`  ${formatCalibration(calibration)}`);
      notes.push(formatCalibration(calibration));
      if (run('public')) {
        const pages = await runLighthouse(chrome.port, ctx.appUrl, LIGHTHOUSE_PAGES, {
          cpuSlowdown,
          label: 'public',
        });
        notes.push(...formatPages('public pages (guest)', pages, PUBLIC_TARGETS), '');
      }
      if (run('member')) {
        const { member, paths } = await demoMemberPages(ctx.appUrl);
        const members = await runLighthouse(chrome.port, ctx.appUrl, paths, {
          cpuSlowdown,
          label: 'member',
          headers: { cookie: member.cookie },
        });
        notes.push(...formatPages(`member pages (${member.email})`, members, MEMBER_TARGETS));
      }
    } finally {
      chrome.kill();
    }
    const home = await measure({ url: `${ctx.appUrl}/`, headers: BROWSER }, ctx.load);
    const lander = await measure({ url: `${ctx.appUrl}${LOAD_LANDER}`, headers: BROWSER }, ctx.load);
    home.notes = notes;
    return [home, lander];
  },
};
