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

test('a message refused for lack of credits survives the checkout round trip and is sent after', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const a = await member(browser);
  const b = await member(browser);
  // The first message starts the conversation.
  const open = await a.page.request.post('/api/messages.php', {
    data: { profile: b.profileId, text: 'welcome start', client_id: `welcomeStartx${Date.now()}` },
  });
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
  // Before typing, the composer says the balance does not cover a message, and the header
  // keeps a way to the credits page.
  await expect(a.page.getByTestId('out-of-credits')).toBeVisible();
  await expect(a.page.getByTestId('header-credits')).toBeVisible();
  const box = a.page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Worth paying for');
  await box.press('Enter');
  await expect(a.page.getByTestId('message-pending')).toContainText('Not sent');
  // The refused message survives a reload and the trip through the checkout.
  await a.page.reload();
  await expect(a.page.getByTestId('message-pending')).toContainText('Worth paying for');
  await a.page.getByRole('link', { name: 'Buy credits' }).click();
  await expect(a.page).toHaveURL(/\/credits$/);
  await expect(a.page.getByTestId('credit-balance')).toHaveText('0');

  await a.page.getByRole('link', { name: 'Buy 60 credits' }).click();
  await a.page.getByLabel('Credit card').check();
  await payWithDemo(a.page);
  await expect(a.page.getByTestId('outcome-detail')).toHaveText('Your balance is now 60 credits.');

  await a.page.getByRole('link', { name: 'Back to your conversation' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/chats/${conversation}$`));
  await expect(a.page.getByTestId('message-pending')).toContainText('Worth paying for');
  await expect(a.page.getByTestId('out-of-credits')).toHaveCount(0);
  await a.page.getByTestId('unsent-offer').getByRole('button', { name: 'Send it now' }).click();
  await expect(a.page.getByTestId('message').last()).toContainText('Worth paying for');
  await expect(a.page.getByTestId('message-pending')).toHaveCount(0);
  await a.page.reload();
  await expect(a.page.getByTestId('message').last()).toContainText('Worth paying for');
  await expect(a.page.getByTestId('message-pending')).toHaveCount(0);
  // B receives it in real time.
  await b.page.goto(`/chats/${conversation}`);
  await expect(b.page.getByTestId('message').last()).toContainText('Worth paying for');

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
