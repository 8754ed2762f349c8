import { type Browser, expect, type Page, test } from '@playwright/test';
import { memberInOwnContext } from './support/helpers';

/** Features that meet across issues: credits bought at checkout pay for chat; premium shows likers. */

const member = (browser: Browser) => memberInOwnContext(browser, 'join');

/** From a checkout page: pay with the demo provider and land on the receipt page. */
async function payWithDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\//);
  await page.getByRole('button', { name: 'Pay (successful)' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByTestId('payment-outcome')).toContainText(
    'Thank you, your payment has been received!',
  );
}

test('out of credits in a chat, buy credits at checkout, and the next message is paid from them', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const a = await member(browser);
  const b = await member(browser);
  const open = await a.page.request.get(`/api/chat.php?profile=${b.profileId}`);
  const conversation = ((await open.json()) as { conversation: { id: number } }).conversation.id;

  // Spend the welcome credits until the server refuses.
  for (let i = 0; i < 100; i++) {
    const r = await a.page.request.post('/api/messages.php', {
      data: { conversation, text: `welcome ${i}`, client_id: `welcome${i}x${Date.now()}` },
    });
    if (r.status() === 402) break;
    expect(r.status()).toBe(200);
  }

  await a.page.goto(`/chats/${conversation}`);
  const box = a.page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Worth paying for');
  await box.press('Enter');
  await expect(a.page.getByTestId('out-of-credits')).toBeVisible();
  await a.page.getByRole('link', { name: 'Buy credits' }).click();
  await expect(a.page).toHaveURL(/\/credits$/);
  await expect(a.page.getByTestId('credit-balance')).toHaveText('0');

  await a.page.getByRole('link', { name: 'Buy 60 credits' }).click();
  await a.page.getByLabel('Credit card').check();
  await payWithDemo(a.page);
  await expect(a.page.getByTestId('outcome-detail')).toHaveText('Your balance is now 60 credits.');

  await a.page.goto(`/chats/${conversation}`);
  await a.page.getByRole('textbox', { name: 'Your message' }).fill('Paid with bought credits');
  await a.page.getByRole('button', { name: 'Send' }).click();
  await expect(a.page.getByTestId('message').last()).toContainText('Paid with bought credits');
  await expect(a.page.getByTestId('message-pending')).toHaveCount(0);
  // B receives it in real time.
  await b.page.goto(`/chats/${conversation}`);
  await expect(b.page.getByTestId('message').last()).toContainText('Paid with bought credits');

  await a.page.goto('/credits');
  await expect(a.page.getByTestId('credit-balance')).toHaveText('59');
  await a.ctx.close();
  await b.ctx.close();
});

test('premium shows a member who liked them; before, only that someone did', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await member(browser);
  const b = await member(browser);

  await b.page.goto(`/members/${a.profileId}`);
  await b.page.getByTestId('member-like').click();
  await expect(b.page.getByTestId('member-like')).toHaveAttribute('aria-pressed', 'true');

  await a.page.goto('/likes/received');
  await expect(a.page.getByTestId('hidden-likes')).toContainText('1');
  await expect(a.page.locator(`[data-profile-id="${b.profileId}"]`)).toHaveCount(0);

  await a.page.goto('/premium');
  await a.page.getByRole('link', { name: 'Buy premium for 1 month' }).click();
  await payWithDemo(a.page);
  await expect(a.page.getByTestId('outcome-detail')).toContainText('You are premium until');

  await a.page.goto('/likes/received');
  await expect(
    a.page.getByTestId('likes-received').locator(`[data-profile-id="${b.profileId}"]`),
  ).toBeVisible();
  await expect(a.page.getByTestId('hidden-likes')).toHaveCount(0);
  await a.ctx.close();
  await b.ctx.close();
});
