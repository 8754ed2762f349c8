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
    const members = only === 'public' ? null : await demoMemberPages(ctx.appUrl);
    const chrome = await launchChrome();
    const notes: string[] = [];
    try {
      const calibration = await calibrate(chrome.port);
      const cpuSlowdown = calibration.multiplier;
      console.log(`  ${formatCalibration(calibration)}`);
      notes.push(formatCalibration(calibration));
      if (only !== 'members') {
        const pages = await runLighthouse(chrome.port, ctx.appUrl, LIGHTHOUSE_PAGES, {
          cpuSlowdown,
          label: 'public',
        });
        notes.push(...formatPages('public pages (guest)', pages, PUBLIC_TARGETS), '');
      }
      if (members) {
        const pages = await runLighthouse(chrome.port, ctx.appUrl, members.paths, {
          cpuSlowdown,
          label: 'member',
          headers: { cookie: members.member.cookie },
        });
        notes.push(...formatPages(`member pages (${members.member.email})`, pages, MEMBER_TARGETS));
      }
    } finally {
      chrome.kill();
    }
    // --only: Lighthouse alone; the notes ride on the landing's load run (the report's one row).
    const home = await measure({ url: `${ctx.appUrl}/`, headers: BROWSER }, ctx.load);
    home.notes = notes;
    if (only) return home;
    const lander = await measure({ url: `${ctx.appUrl}${LOAD_LANDER}`, headers: BROWSER }, ctx.load);
    return [home, lander];
  },
};
