// @vitest-environment happy-dom

import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@common/api/settings';
import { SESSION_COOKIE } from '@common/limits';
import { findRoute } from '@common/routes';
import { PROJECT_ROOT } from '@server/project-root';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { createStaff, staffCall } from '@server/test/staff-fixtures';
import { TEST_UA, type TestApp } from '@server/test/test-app';
import { loadSettings } from '@web/lib/settings';
import { captureTracking } from '@web/lib/tracking';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import { type LoaderFunctionArgs, matchRoutes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { routes } from './router';

/**
 * The route table of spec §2, one address per row (aliases and parameters filled in; ID is a
 * member who exists): its access level and, where the spec names one, its layout.
 */
type Row = { path: string; access: 'public' | 'optional' | 'login'; layout?: string };
const SPEC_TABLE: Row[] = [
  { path: '/', access: 'public' },
  { path: '/login', access: 'public' },
  { path: '/signup', access: 'public' },
  { path: '/chats', access: 'login', layout: 'default' },
  { path: '/chats/7', access: 'login', layout: 'chat' },
  { path: '/members', access: 'login' },
  { path: '/search', access: 'login' },
  { path: '/members/ID', access: 'optional' },
  { path: '/likes/m/ID', access: 'optional' },
  { path: '/members/ID/chat', access: 'login', layout: 'chat' },
  { path: '/members/ID/signup', access: 'public', layout: 'lander' },
  { path: '/members/ID/landing', access: 'public', layout: 'lander' },
  { path: '/members/ID/landing2/a/b', access: 'public', layout: 'empty' },
  { path: '/members/ID/landing3/a', access: 'public', layout: 'empty' },
  { path: '/pages/faq', access: 'public' },
  { path: '/pages/terms', access: 'public' },
  { path: '/pages/privacy', access: 'public' },
  { path: '/pages/return-policy', access: 'public' },
  { path: '/pages/ban', access: 'login' },
  { path: '/pages/cookies', access: 'login' },
  { path: '/pages/service', access: 'login' },
  { path: '/premium', access: 'login' },
  { path: '/profile', access: 'login' },
  { path: '/likes', access: 'login' },
  { path: '/likes/liked', access: 'login' },
  { path: '/credits', access: 'login' },
  { path: '/credits/repeat-order', access: 'login' },
  { path: '/credits/7', access: 'login' },
  { path: '/credits/7/card', access: 'login' },
  { path: '/transactions/7', access: 'login' },
  { path: '/notifications', access: 'login' },
  { path: '/pricing', access: 'public' },
  { path: '/complaints', access: 'public' },
  { path: '/static-test', access: 'public' },
  { path: '/match-finder', access: 'public', layout: 'empty' },
  { path: '/signup-matches', access: 'public', layout: 'empty' },
  { path: '/activate/done', access: 'public' },
  { path: '/activate/error', access: 'public' },
  { path: '/mail-change/do', access: 'public' },
  { path: '/complete-signup', access: 'public' },
  { path: '/account-deleted', access: 'optional' },
  { path: '/reset-password', access: 'optional' },
  { path: '/reset-password/do', access: 'optional' },
  ...['video', 'gallery', 'maplanding', 'alonetonight', 'iconslanding', 'socialnetwork', 'collagelanding']
    .concat('transitionsvideolanding')
    .map((kind): Row => ({ path: `/landers/${kind}/general`, access: 'public' })),
];

/** The demo site with the traffic-source variant of logged-out search on (spec §6). */
function sites(): SiteRegistry {
  return new SiteRegistry(
    readSiteConfigs().map(
      (s): SiteConfig => (s.key === 'demo' ? { ...s, logged_out_search_trafficsource: 'other' } : s),
    ),
  );
}

/** What the web router does with a visitor at `path`: shows the page, or sends them to the login. */
async function routerAnswer(row: string): Promise<'page' | 'login'> {
  const path = at(row);
  const url = new URL(path, window.location.origin);
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf) throw new Error(`no route for ${path}`);
  const loader = leaf.route.loader;
  if (typeof loader !== 'function') return 'page';
  try {
    const args = { request: new Request(url), params: leaf.params, context: undefined };
    await loader(args as LoaderFunctionArgs);
    return 'page';
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    return 'login';
  }
}

function forgetCookies(): void {
  for (const name of [SESSION_COOKIE, 'amorio_ban']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test page drops the session it was given.
    document.cookie = `${name}=; max-age=0; path=/`;
  }
}

let t: TestApp;
let member: TestMember;
/** A row's address with a member who exists (the server answers 404 for a profile that does not). */
const at = (path: string) => path.replace('/ID', `/${member.profileId}`);

beforeAll(async () => {
  // The source index.html: the page answers work in a checkout without a web build.
  const template = fs.readFileSync(path.join(PROJECT_ROOT, 'web/index.html'), 'utf8');
  t = await startLiveServer({ sites: sites(), webPages: { template, renderer: null } });
  member = await createMember(t.app, t.tdb.db);
  await loadSettings();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  forgetCookies();
  localStorage.clear();
  queryClient.clear();
});

describe('the route table of spec §2', () => {
  it('is the route table of common/routes (access and layout)', () => {
    for (const row of SPEC_TABLE) {
      const found = findRoute(row.path)?.route;
      expect(found?.access, row.path).toBe(row.access);
      if (row.layout) expect(found?.layout, row.path).toBe(row.layout);
    }
  });

  it('shows a guest public and optional pages and sends them to the login for the rest', async () => {
    for (const row of SPEC_TABLE) {
      expect(await routerAnswer(row.path), row.path).toBe(row.access === 'login' ? 'login' : 'page');
    }
  });

  it('shows a member every page of the table', async () => {
    actAsMember(member.cookie);
    for (const row of SPEC_TABLE) expect(await routerAnswer(row.path), row.path).toBe('page');
  });

  it('answers every address of the table with the app, and an unknown one with 404', async () => {
    for (const cookie of ['', member.cookie]) {
      for (const row of SPEC_TABLE) {
        const res = await t.app.inject({ url: at(row.path), headers: { cookie, 'user-agent': TEST_UA } });
        expect(res.statusCode, row.path).toBe(200);
        expect(res.headers['content-type'], row.path).toMatch(/^text\/html/);
      }
      const missing = await t.app.inject({ url: '/pages/nope', headers: { cookie, 'user-agent': TEST_UA } });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('guests on login routes under a rule', () => {
  it('lets a banned member, who has no session, read /pages/ban by the ban notice', async () => {
    const banned = await createMember(t.app, t.tdb.db);
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const ban = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/members/${banned.userId}/ban`, {
      reason: 'Scam',
    });
    expect(ban.statusCode).toBe(200);
    const refused = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie: banned.cookie, 'user-agent': TEST_UA },
    });
    const notice = refused.cookies.find((c) => c.name === 'amorio_ban');
    expect(notice).toBeDefined();
    // The browser holds the notice the refusal set (httpOnly in a real browser; the same request).
    actAsMember(`amorio_ban=${notice?.value}`);
    expect(await routerAnswer('/pages/ban')).toBe('page');
    expect(await routerAnswer('/pages/cookies')).toBe('login');
  });

  it('opens logged-out search for a `network` traffic source, which is taken out of the address first', async () => {
    expect(await routerAnswer('/members')).toBe('login');
    window.history.replaceState(null, '', '/members?network=adnet&sub1=x');
    captureTracking();
    // Spec §2: tracking parameters leave the address once stored; the source still counts.
    expect(window.location.search).toBe('');
    expect(await routerAnswer('/members')).toBe('page');
  });
});
