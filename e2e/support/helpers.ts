import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

import { E2E_PORT } from './servers';

/** This worker's e2e server (./servers.ts); the lavish demo site answers on lavish.localhost. */
export const CLASSIC = `http://localhost:${E2E_PORT}`;
export const LAVISH = `http://lavish.localhost:${E2E_PORT}`;
/** Both templates, for the specs that run once per site. */
export const SITES = [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
] as const;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The screenshot and axe viewports. */
export const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
] as const;

let n = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

let client = 0;
/** A client address no other signup of this e2e run uses (one counter for every spec file). */
export function nextClientAddress(): string {
  client += 1;
  return `198.51.${100 + (process.pid % 50)}.${(client % 250) + 1}`;
}

/**
 * Gives the page its own client address (X-Forwarded-For, trusted from loopback): signups are
 * throttled per IP, and a whole e2e run signing up from 127.0.0.1 would hit that limit.
 */
export async function distinctClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
}

/**
 * Waits until the app runs on the page. A server-rendered page is on screen (and `goto` has
 * returned at its load event) before the app has hydrated it (decision 021b): a click or an input
 * before then does nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  // A server-rendered page starts the app on the visitor's first sign of intent (decision 023e):
  // focus moving into the page is one that, unlike a key or a tap, is not yet the visitor's input
  // (the install offer waits for that) and changes nothing on the page.
  await page.evaluate(() => document.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await page.locator('#root:not([data-ssr])').waitFor({ state: 'attached' });
}

export async function signUpViaForm(
  page: Page,
  email: string,
  password = 'e2e-password-1',
  origin = '',
): Promise<void> {
  await distinctClient(page);
  await page.goto(`${origin}/signup`);
  await waitForApp(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill('Eve');
  await page.getByLabel('Password').fill(password);
  const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1') && r.ok());
  await page.getByRole('button', { name: 'Create account' }).click();
  await created;
  // The account exists now; the onboarding steps that follow are the signup spec's business.
  await page.goto(`${origin}/members`);
}

export async function logInViaForm(page: Page, email: string, password: string): Promise<void> {
  await waitForApp(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A freshly signed-up member in their own browser context, on the members page. */
export async function memberInOwnContext(
  browser: Browser,
  prefix = 'e2e',
): Promise<{ ctx: BrowserContext; page: Page; profileId: number }> {
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  await signUpViaForm(page, uniqueEmail(prefix));
  await expect(page).toHaveURL(/\/members$/);
  const me = (await (await page.request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } };
  };
  return { ctx, page, profileId: me.user.profile.id };
}

/** The account menu's button on this viewport: the header's from 640 px, the tab bar's on a phone. */
export function accountMenuButton(page: Page) {
  return page.locator('[data-testid^="account-menu-"]:visible');
}

/** Logs out the way a member does: the account menu, then its last item. */
export async function logOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByTestId('logout').click();
}

/** A request of the page's `fetch`, and whether the page (a selector) was in the document then. */
export type AskedAnswer = { path: string; pageShown: boolean };

/**
 * Records every `fetch` of the page from its next load on, with whether `shown` was in the
 * document at the time: a page's first answers are asked for before it renders (decisions 023q,
 * 023zb). Returns the reader of the record.
 */
export async function recordFetches(page: Page, shown: string): Promise<() => Promise<AskedAnswer[]>> {
  await page.addInitScript((selector) => {
    const asked: AskedAnswer[] = [];
    Object.assign(window, { __asked: asked });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      asked.push({ path: url.pathname, pageShown: Boolean(document.querySelector(selector)) });
      return fetch(input, init);
    };
  }, shown);
  return () => page.evaluate(() => (window as unknown as { __asked: AskedAnswer[] }).__asked);
}
