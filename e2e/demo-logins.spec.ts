import { expect, test } from '@playwright/test';
import { DEMO_LOGINS } from '@server/seed/demo-logins';
import { accountMenuButton, CLASSIC, distinctClient, LAVISH, logInViaForm } from './support/helpers';

// Accounts belong to one site: each demo site must have a login of its own that works there.
for (const [site, origin] of [
  ['demo', CLASSIC],
  ['lavish-pl', LAVISH],
] as const) {
  test(`a demo login works on the ${site} site`, async ({ page }) => {
    const login = DEMO_LOGINS.find((l) => l.site === site);
    expect(login).toBeTruthy();
    await distinctClient(page);
    await page.goto(`${origin}/login`);
    await logInViaForm(page, login?.email ?? '', login?.password ?? '');
    await expect(page).toHaveURL(/\/members$/);
    await expect(accountMenuButton(page)).toBeVisible();
    // Through the page: Node's resolver does not know *.localhost, Chromium does.
    const me = await page.evaluate(
      async () => (await (await fetch('/api/user.php')).json()) as { user: { profile: { name: string } } },
    );
    expect(me.user.profile.name).toBe(login?.name);
  });
}
