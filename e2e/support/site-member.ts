import { signupCsrf } from '@common/rules/csrf';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { uniqueEmail } from './helpers';

const UA = 'amorio-e2e-screens/1.0 Chrome';
let ip = 60;

/** A member of the site signed up through the API from inside the page (so the cookie is the site's). */
export async function siteMember(
  browser: Browser,
  origin: string,
  name: string,
  options: BrowserContextOptions = {},
): Promise<{ ctx: BrowserContext; page: Page; profileId: number }> {
  ip += 1;
  const ctx = await browser.newContext({
    locale: 'en-US',
    userAgent: UA,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${ip}` },
    ...options,
  });
  const page = await ctx.newPage();
  await page.goto(`${origin}/`);
  const email = uniqueEmail('shots');
  const csrf = await signupCsrf(email, UA);
  const res = await page.evaluate(
    async (body) => {
      const r = await fetch('/api/user.php?new=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: r.status, json: await r.json() };
    },
    { email, name, password: 'e2e-password-1', csrf },
  );
  expect(res.status).toBe(200);
  return { ctx, page, profileId: res.json.user.profile.id as number };
}

/** A JSON API call from inside the page, with the page's cookie. */
export async function pageApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const r = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return r.json();
    },
    { method, url, body },
  );
}
