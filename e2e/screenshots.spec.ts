import { expect, test } from '@playwright/test';
import { SITES, VIEWPORTS } from './support/helpers';

const PAGES = ['/', '/login', '/signup', '/no/such/page'];

for (const site of SITES) {
  for (const vp of VIEWPORTS) {
    test(`screenshots: ${site.template} on ${vp.name}`, async ({ browser }, info) => {
      const context = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        locale: 'en-US',
      });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(`${site.origin}${path}`);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${site.template}\\b`));
        await expect(page.locator('h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const slug = path === '/' ? 'home' : path.replace(/\//g, '-').replace(/^-/, '');
        const file = info.outputPath(`${site.template}-${vp.name}-${slug}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await info.attach(`${site.template}-${vp.name}-${slug}`, { path: file, contentType: 'image/png' });
      }
      await context.close();
    });
  }
}
