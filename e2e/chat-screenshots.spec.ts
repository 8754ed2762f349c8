import { expect, type Page, test } from '@playwright/test';
import { SITES, VIEWPORTS } from './support/helpers';
import { pageApi, siteMember } from './support/site-member';

const LINES: [string, string][] = [
  ['a', 'Hi Bea! I saw you like hiking too — which trail is your favourite? 🥾'],
  ['b', 'Hey Adam! The coastal path up north, every autumn. You?'],
  ['a', 'Never walked it. Maybe you could show me some time? 😊'],
  ['b', 'Maybe! Tell me a bit more about yourself first.'],
  ['a', 'I cook too much pasta, read on trains and I am terrible at mini golf.'],
];

for (const site of SITES) {
  test(`chat screenshots: ${site.template}`, async ({ browser }, info) => {
    test.setTimeout(90_000);
    const a = await siteMember(browser, site.origin, 'Adam');
    const b = await siteMember(browser, site.origin, 'Bea');
    const shot = async (page: Page, label: string) => {
      await page.evaluate(() => document.fonts.ready);
      const file = info.outputPath(`${site.template}-${label}.png`);
      await page.screenshot({ path: file });
      await info.attach(`${site.template}-${label}`, { path: file, contentType: 'image/png' });
    };

    for (const vp of VIEWPORTS) {
      await b.page.setViewportSize(vp);
      await b.page.goto(`${site.origin}/chats`);
      if (vp.name === 'phone') {
        await expect(b.page.getByTestId('chats-empty')).toBeVisible();
        await shot(b.page, `${vp.name}-chats-empty`);
      }
    }

    let conv = 0;
    for (const [who, text] of LINES) {
      const page = who === 'a' ? a.page : b.page;
      // The first message (by profile) starts the conversation.
      const sent = await pageApi<{ conversation: { id: number } }>(page, 'POST', '/api/messages.php', {
        ...(conv ? { conversation: conv } : { profile: b.profileId }),
        text,
        client_id: crypto.randomUUID().replace(/-/g, ''),
      });
      conv = sent.conversation.id as number;
    }

    for (const vp of VIEWPORTS) {
      await b.page.setViewportSize(vp);
      await b.page.goto(`${site.origin}/chats`);
      await expect(b.page.getByTestId('chat-row')).toBeVisible();
      await shot(b.page, `${vp.name}-chats`);

      await a.page.setViewportSize(vp);
      await a.page.goto(`${site.origin}/chats/${conv}`);
      await expect(a.page.getByTestId('message')).toHaveCount(LINES.length);
      await shot(a.page, `${vp.name}-conversation`);
      await a.page.getByTestId('emoji-button').click();
      await expect(a.page.locator('emoji-picker').getByRole('menuitem').first()).toBeVisible();
      await shot(a.page, `${vp.name}-emoji`);
      await a.page.keyboard.press('Escape');
    }
  });
}
