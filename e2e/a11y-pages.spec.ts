import { ROUTES } from '@common/routes';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PENDING_PAGES } from '@web/app/pending-pages';
import { type AxeFinding, formatFindings, seriousViolations, structureFindings } from './support/axe';
import { watchCspViolations } from './support/csp';
import { CLASSIC, PHONE, SITES, signUpViaForm, uniqueEmail, VIEWPORTS, waitForApp } from './support/helpers';

/**
 * Issue 18: every page of the route table (built pages and pending shells), in both templates,
 * on phone and desktop, as a guest and as a member, has no serious or critical axe violation —
 * and, since the sweep visits every page anyway, no Content-Security-Policy violation either.
 */
type Ids = Record<'m' | 'c' | 'd' | 't', string>;

const PARAMS: Record<string, string> = {
  ':memberId': '{m}',
  ':chatId': '{c}',
  ':transactionId': '{t}',
  ':paymentId': '{d}',
  ':type': 'given',
  ':creditId': 'popular',
  '/:paymentMethod?': '',
  '*': 'a',
};
const pending = new Set<string>(PENDING_PAGES);
/** Every route of the table with sample parameters; the login ones are the member's. */
const ROUTE_PATHS = ROUTES.map((r) => ({
  path: Object.entries(PARAMS).reduce((p, [k, v]) => p.replace(k, v), r.path),
  access: r.access,
  pending: pending.has(r.name),
}));

/**
 * Built pages on both viewports; the pending shells (one component, differing only in title
 * and layout) on one viewport per template, so the suite stays within a few minutes.
 */
function pathsFor(role: 'guest' | 'member', viewport: string, template: string): string[] {
  const shellsHere = (template === 'classic') === (viewport === 'phone');
  return ROUTE_PATHS.filter((r) => (role === 'member' ? r.access !== 'public' : r.access !== 'login'))
    .filter((r) => !r.pending || (shellsHere && (role === 'guest' || r.access === 'login')))
    .map((r) => r.path)
    .concat(role === 'guest' ? ['/no-such-page'] : ['/', '/pricing']);
}

/**
 * Each sweep in three tests of eight pages or so: a test stays well inside its timeout on a
 * loaded machine, and a failure names the part it is in. Together they visit every path.
 */
const PARTS = [0, 1, 2] as const;
function share(paths: string[], part: number): string[] {
  return paths.filter((_, i) => i % PARTS.length === part);
}

/** Waits until the page has rendered its content (no loading placeholders left). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main, main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function audit(page: Page, origin: string, paths: string[], ids: Ids, label: string) {
  const findings: AxeFinding[] = [];
  for (const raw of paths) {
    const path = raw.replace(/\{(\w)\}/g, (_, k: keyof Ids) => ids[k]);
    await page.goto(`${origin}${path}`);
    await settled(page);
    findings.push(...(await seriousViolations(page, `${label} ${path}`)));
    findings.push(...(await structureFindings(page, `${label} ${path}`)));
  }
  return findings;
}

async function firstDemoMember(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/members`);
  const href = await page.getByTestId('profile-card').first().locator('a').first().getAttribute('href');
  const id = href?.match(/\/members\/(\d+)/)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/** A new member; the states only an interaction shows are checked on the way. */
async function memberWithStates(browser: Browser, origin: string, label: string) {
  const ctx = await browser.newContext({ locale: 'en-US', viewport: PHONE });
  const page = await ctx.newPage();
  const csp = await watchCspViolations(page);
  const findings: AxeFinding[] = [];
  const check = async (state: string) => {
    await settled(page);
    findings.push(...(await seriousViolations(page, `${label} ${state}`)));
  };
  await signUpViaForm(page, uniqueEmail('a11y'), undefined, origin === CLASSIC ? '' : origin);
  await page.goto(`${origin}/chats`);
  await check('empty chat list');
  const m = await firstDemoMember(page, origin);
  await page.goto(`${origin}/members/${m}`);
  await page.getByTestId('member-report').click();
  await expect(page.locator('.report-form')).toBeVisible();
  await check('report dialog');
  // Opening a chat creates nothing: an empty conversation until the first message.
  await page.goto(`${origin}/members/${m}/chat`);
  await expect(page.getByText(/^Say hello to /)).toBeVisible();
  await check('empty conversation');
  await page.getByTestId('emoji-button').click();
  await expect(page.locator('emoji-picker')).toBeVisible();
  await check('emoji picker');
  await page.keyboard.press('Escape');
  await expect(page.locator('emoji-picker')).toHaveCount(0);
  await expect(page).toHaveURL(/\/members\/\d+\/chat$/);
  // The first message starts the conversation whose address the member pages below need.
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Hello');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const c = page.url().match(/\/chats\/(\d+)/)?.[1] ?? '';
  await page.goto(`${origin}/members/999999/chat`);
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  await check('toast after a failed chat start');
  await page.goto(`${origin}/credits/popular`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  const d = page.url().match(/\/checkout\/demo\/([^/?#]+)/)?.[1] ?? '';
  await page.getByRole('button', { name: 'Pay (successful)' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const t = page.url().match(/\/transactions\/(\d+)/)?.[1] ?? '';
  const ids: Ids = { m, c, d, t };
  return { ctx, page, findings, ids, csp };
}

/** Guest states: the signup modal, a failed login, signup form errors. */
async function guestStates(page: Page, origin: string, label: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  const check = async (state: string) => {
    await settled(page);
    findings.push(...(await seriousViolations(page, `${label} ${state}`)));
  };
  await page.goto(`${origin}/`);
  await waitForApp(page);
  await page.locator('header button[aria-haspopup="dialog"]').click();
  await expect(page.locator('dialog.signup-dialog input[type="email"]')).toBeVisible();
  await check('signup modal');
  await page.goto(`${origin}/login`);
  await waitForApp(page);
  await page.locator('input[type="email"]').fill('nobody@example.com');
  await page.locator('input[type="password"]').fill('wrong-password-1');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('main [role="alert"]').first()).toBeVisible();
  await check('failed login');
  await page.goto(`${origin}/signup`);
  await waitForApp(page);
  await page.locator('input[type="email"]').fill('not-an-address');
  await page.locator('input[type="password"]').fill('x');
  await page.locator('input[type="email"]').focus();
  await expect(page.locator('main .field-error').first()).toBeVisible();
  await check('signup form errors');
  return findings;
}

for (const site of SITES) {
  test.describe(`axe, ${site.template} template`, () => {
    let member: Awaited<ReturnType<typeof memberWithStates>>;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      member = await memberWithStates(browser, site.origin, `${site.template} member`);
    });
    test.afterAll(async () => {
      await member?.ctx.close();
    });

    test('member states: empty list, report dialog, emoji picker, toast', () => {
      expect(member.findings, formatFindings(member.findings)).toEqual([]);
    });

    for (const vp of VIEWPORTS) {
      for (const part of PARTS) {
        test(`every member page, ${vp.name} (${part + 1}/${PARTS.length})`, async () => {
          test.setTimeout(150_000);
          await member.page.setViewportSize({ width: vp.width, height: vp.height });
          const paths = share(pathsFor('member', vp.name, site.template), part);
          const label = `${site.template} member ${vp.name}`;
          const findings = await audit(member.page, site.origin, paths, member.ids, label);
          expect(findings, formatFindings(findings)).toEqual([]);
          // The states above and every member page so far ran on this one page.
          expect(member.csp).toEqual([]);
        });

        test(`every public page${part === 0 ? ' and guest state' : ''}, ${vp.name} (${part + 1}/${PARTS.length})`, async ({
          browser,
        }) => {
          // The first part also goes through the guest states (a signup modal, a failed login).
          test.setTimeout(part === 0 ? 240_000 : 150_000);
          const ctx = await browser.newContext({
            locale: 'en-US',
            viewport: { width: vp.width, height: vp.height },
          });
          const page = await ctx.newPage();
          const csp = await watchCspViolations(page);
          const label = `${site.template} guest ${vp.name}`;
          const findings = part === 0 ? await guestStates(page, site.origin, label) : [];
          const paths = share(pathsFor('guest', vp.name, site.template), part);
          findings.push(...(await audit(page, site.origin, paths, member.ids, label)));
          await ctx.close();
          expect(findings, formatFindings(findings)).toEqual([]);
          expect(csp).toEqual([]);
        });
      }
    }
  });
}
