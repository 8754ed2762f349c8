import { expect, type Page, test } from '@playwright/test';
import { CLASSIC, SITES, signUpViaForm, uniqueEmail, VIEWPORTS } from './support/helpers';

async function newMember(page: Page, origin = CLASSIC): Promise<void> {
  await signUpViaForm(page, uniqueEmail('pay'), undefined, origin === CLASSIC ? '' : origin);
  await expect(page).toHaveURL(/\/members$/);
}

async function balance(page: Page): Promise<number> {
  await page.goto('/credits');
  const el = page.getByTestId('credit-balance');
  await expect(el).toBeVisible();
  return Number(await el.textContent());
}

/** From a checkout page: pay, answer the demo provider, land on the receipt page. */
async function payWithDemo(page: Page, outcome: 'Pay (successful)' | 'Payment fails'): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
}

test('buy credits with the demo provider: paid, the balance grows and the receipt shows the company', async ({
  page,
}) => {
  await newMember(page);
  const before = await balance(page);
  await expect(page.getByText('Welcome gift: 25% off your first purchase')).toBeVisible();
  await page.getByRole('link', { name: 'Buy 60 credits' }).click();
  await expect(page.getByTestId('checkout-product')).toHaveText('60 credits');
  await expect(page.getByTestId('checkout-price')).toHaveText('€18.10');
  await page.getByLabel('Credit card').check();
  await payWithDemo(page, 'Pay (successful)');
  await expect(page.getByTestId('payment-outcome')).toContainText(
    'Thank you, your payment has been received!',
  );
  await expect(page.getByTestId('outcome-detail')).toHaveText(`Your balance is now ${before + 60} credits.`);
  await expect(page.getByTestId('receipt')).toContainText('Credit card');
  await expect(page.getByTestId('company')).toContainText('Amorio Media B.V.');
  await expect(page.getByTestId('company')).toContainText('NL864512345B01');
  expect(await balance(page)).toBe(before + 60);
  await expect(page.getByRole('link', { name: /60 credits.*Paid/ })).toBeVisible();
});

test('a failed payment leaves the balance untouched and offers a retry', async ({ page }) => {
  await newMember(page);
  const before = await balance(page);
  await page.goto('/credits/starter/paypal');
  await expect(page.getByLabel('PayPal')).toBeChecked();
  await payWithDemo(page, 'Payment fails');
  await expect(page.getByTestId('payment-outcome')).toContainText('Your payment failed.');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/credits/starter/paypal',
  );
  expect(await balance(page)).toBe(before);
});

test('premium purchase makes the member premium', async ({ page }) => {
  await newMember(page);
  await page.goto('/premium');
  await expect(page.getByTestId('premium-status')).toContainText('You are not premium yet.');
  await expect(page.getByText('See who liked you')).toBeVisible();
  await page.getByRole('link', { name: 'Buy premium for 1 month' }).click();
  await payWithDemo(page, 'Pay (successful)');
  await expect(page.getByTestId('outcome-detail')).toContainText('You are premium until');
  await page.goto('/premium');
  await expect(page.getByTestId('premium-status')).toContainText('You are premium until');
  await expect(page.getByRole('heading', { name: 'Extend your membership' })).toBeVisible();
});

test('repeat order buys the last package with the last method after a confirmation', async ({ page }) => {
  await newMember(page);
  await page.goto('/credits/value/paypal');
  await payWithDemo(page, 'Pay (successful)');
  const before = await balance(page);
  await page.getByRole('link', { name: 'Repeat your last order' }).click();
  await expect(page.getByTestId('repeat-summary')).toHaveText('Buy 150 credits again with PayPal?');
  await expect(page.getByTestId('repeat-price')).toHaveText('€48.34');
  await page.getByRole('button', { name: 'Yes, buy again' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  await page.getByRole('button', { name: 'Pay (successful)' }).click();
  await expect(page.getByTestId('outcome-detail')).toHaveText(`Your balance is now ${before + 150} credits.`);
});

test('the pricing page is public and shows Polish prices where the CDN places the visitor in Poland', async ({
  page,
}) => {
  // As a CDN in front would send them through the trusted (loopback) proxy; COUNTRY_HEADER in the config.
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'PL', 'x-forwarded-for': '203.0.113.7' });
  await page.goto('/pricing');
  await expect(page.getByTestId('price-country')).toHaveText('Prices for Poland, VAT included');
  await expect(page.getByRole('note')).toContainText('No real money is charged');
  await expect(page.getByText('Including 23% VAT').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy 60 credits' })).toBeVisible();
  await expect(page.getByText(/98,34\s?PLN|PLN\s?98\.34/).first()).toBeVisible();
});

for (const site of SITES) {
  test(`payment pages screenshots: ${site.template}`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[1] });
    const page = await context.newPage();
    await newMember(page, site.origin);
    await page.goto(`${site.origin}/credits/popular`);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    const demo = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Pay (successful)' }).click();
    await expect(page.getByTestId('receipt')).toBeVisible();
    const receipt = new URL(page.url()).pathname;
    const paths = [
      '/pricing',
      '/credits',
      '/premium',
      '/credits/popular',
      receipt,
      demo,
      '/credits/repeat-order',
    ];
    for (const vp of VIEWPORTS) {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      for (const path of paths) {
        await page.goto(`${site.origin}${path}`);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${site.template}\\b`));
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const slug = path
          .replace(/\//g, '-')
          .replace(/^-/, '')
          .replace(/demo-.*/, 'demo');
        const file = info.outputPath(`${site.template}-${vp.name}-${slug}.png`);
        await page.screenshot({ path: file, fullPage: true });
      }
    }
    await context.close();
  });
}
