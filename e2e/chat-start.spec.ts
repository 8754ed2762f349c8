import { expect, test } from '@playwright/test';
import { memberInOwnContext } from './support/helpers';

test('opening and leaving a chat leaves no conversation; the first message starts it', async ({
  browser,
}) => {
  const a = await memberInOwnContext(browser, 'start');
  const b = await memberInOwnContext(browser, 'start');

  await a.page.goto(`/members/${b.profileId}/chat`);
  await expect(a.page.getByText('Say hello to Eve')).toBeVisible();
  await a.page.goto('/members');
  // Neither side has a conversation: nothing "No messages yet" sits in the lists.
  for (const who of [a, b]) {
    await who.page.goto('/chats');
    await expect(who.page.getByTestId('chats-empty')).toBeVisible();
    expect(
      ((await (await who.page.request.get('/api/chats.php')).json()) as { chats: unknown[] }).chats,
    ).toEqual([]);
  }

  await a.page.goto(`/members/${b.profileId}/chat`);
  const box = a.page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Hello Eve, nice profile!');
  await box.press('Enter');
  await expect(a.page).toHaveURL(/\/chats\/\d+$/);
  await expect(a.page.getByTestId('message').last()).toContainText('Hello Eve, nice profile!');
  await b.page.goto('/chats');
  await expect(b.page.getByTestId('chat-row')).toContainText('Hello Eve, nice profile!');
  await a.ctx.close();
  await b.ctx.close();
});
