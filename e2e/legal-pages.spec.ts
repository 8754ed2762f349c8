import { expect, test } from '@playwright/test';
import { CLASSIC, LAVISH, waitForApp } from './support/helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const SITES = [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
];
const PAGES: { path: string; title: string }[] = [
  { path: '/pages/faq', title: 'Frequently asked questions' },
  { path: '/pages/terms', title: 'Terms and conditions' },
  { path: '/pages/privacy', title: 'Privacy policy' },
  { path: '/pages/return-policy', title: 'Return policy' },
  { path: '/static-test', title: 'Test page' },
  { path: '/complaints', title: 'Complaints' },
];

for (const site of SITES) {
  for (const vp of VIEWPORTS) {
    test(`legal pages for guests: ${site.template} on ${vp.name}`, async ({ browser }, info) => {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        locale: 'en-US',
      });
      const page = await context.newPage();
      for (const { path, title } of PAGES) {
        await page.goto(`${site.origin}${path}`);
        await expect(page).toHaveURL(`${site.origin}${path}`);
        const h1 = page.locator('h1').first();
        await expect(h1).toBeVisible();
        await expect(h1).toHaveText(title);
        await page.evaluate(() => document.fonts.ready);
        const slug = path.replace(/\//g, '-').replace(/^-/, '');
        const file = info.outputPath(`${site.template}-${vp.name}-${slug}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await info.attach(`${site.template}-${vp.name}-${slug}`, { path: file, contentType: 'image/png' });
      }
      await context.close();
    });
  }
}

test('the terms link to pricing, service and FAQ and carry the English-only minors policy', async ({
  page,
}) => {
  await page.goto('/pages/terms');
  await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(page.getByText('Amorio is run by')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Policy on minors and human trafficking' })).toBeVisible();
  const seeAlso = page.getByRole('navigation', { name: 'See also:' });
  await expect(seeAlso.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/pricing');
  await expect(seeAlso.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    '/pages/service',
  );
  await seeAlso.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
});

test('the terms in Polish leave out the English-only section', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto(`${LAVISH}/pages/terms`);
  await expect(page.locator('h1')).toHaveText('Regulamin');
  await expect(page.getByRole('heading', { name: 'Kim jesteśmy' })).toBeVisible();
  await expect(page.getByText('Policy on minors')).toHaveCount(0);
  await context.close();
});

test('the FAQ filters by a search and opens the answer named in the address', async ({ page }) => {
  await page.goto('/pages/faq#delete');
  const answer = page.getByText('Go to your profile and choose to delete your account');
  await expect(answer).toBeVisible();
  await expect(page.getByText('Credits pay for messages')).toBeHidden();

  await page.getByLabel('Search the questions').fill('fantasy');
  await expect(page.locator('.faq__item')).toHaveCount(1);
  await expect(page.getByText('Some profiles are fantasy profiles')).toBeVisible();
  await page.getByLabel('Search the questions').fill('zzzz nothing');
  await expect(page.getByRole('status').filter({ hasText: 'No question' })).toHaveText(
    'No question matches your search.',
  );
});

test('the signup modal shows the same terms text as the terms page', async ({ page }) => {
  await page.goto('/pages/terms');
  const onPage = (await page.locator('#conduct p').textContent()) ?? '';
  expect(onPage).toContain('Be respectful');
  await page.goto('/signup');
  await waitForApp(page);
  await page.getByRole('button', { name: 'terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog.locator('#conduct p')).toHaveText(onPage);
});
