import { expect, test } from '@playwright/test';
import { DEMO_LOGINS } from '@server/seed/demo-logins';
import { accountMenuButton, CLASSIC, distinctClient, LAVISH, logInViaForm } from './support/helpers';

/**
 * A member's header from the narrowest tablet to a wide screen: no control covers another or
 * runs off the edge (the lavish brand once sat under the tabs at 768 px and under the bell at
 * 1024 px). The lavish demo member reads Polish, the site's language and its longest tab names.
 */
const WIDTHS = [640, 700, 768, 820, 900, 1024, 1100, 1200, 1400];

for (const [site, origin] of [
  ['demo', CLASSIC],
  ['lavish-pl', LAVISH],
] as const) {
  test(`the member header fits from 640 px up on the ${site} site`, async ({ page }) => {
    const login = DEMO_LOGINS.find((l) => l.site === site);
    await distinctClient(page);
    await page.goto(`${origin}/login`);
    await logInViaForm(page, login?.email ?? '', login?.password ?? '');
    await expect(page).toHaveURL(/\/members$/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await expect(accountMenuButton(page)).toBeVisible();
      const clashes = await page.evaluate(() => {
        const header = document.querySelector('header');
        const boxes = [...(header?.querySelectorAll('a, button, select') ?? [])]
          .filter((e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden')
          .map((e) => ({ e, r: e.getBoundingClientRect(), name: (e.textContent ?? '').trim() || e.tagName }));
        const found: string[] = [];
        for (const [i, a] of boxes.entries()) {
          if (a.r.right > innerWidth + 1) found.push(`${a.name} runs off the edge`);
          for (const b of boxes.slice(i + 1)) {
            if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
            const cross =
              a.r.left < b.r.right - 1 &&
              b.r.left < a.r.right - 1 &&
              a.r.top < b.r.bottom - 1 &&
              b.r.top < a.r.bottom - 1;
            if (cross) found.push(`${a.name} / ${b.name}`);
          }
        }
        return found;
      });
      expect(clashes, `at ${width} px`).toEqual([]);
    }
  });
}
