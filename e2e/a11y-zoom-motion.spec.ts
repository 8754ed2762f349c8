import { expect, test } from '@playwright/test';
import { CLASSIC, LAVISH } from './support/helpers';

/**
 * Issue 18: 200 % zoom at 1280 px is a 640 px wide layout viewport; nothing may scroll
 * sideways there. And with reduced motion asked for, nothing keeps moving.
 */
const PAGES = ['/', '/login', '/signup', '/pricing', '/pages/faq', '/landers/gallery/a'];

for (const site of [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
]) {
  test(`200% zoom at 1280px: no horizontal scrolling, ${site.template}`, async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 640, height: 400 } });
    const page = await ctx.newPage();
    for (const path of PAGES) {
      await page.goto(`${site.origin}${path}`);
      await expect(page.locator('#main')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
    await ctx.close();
  });

  test(`reduced motion stops animations and transitions, ${site.template}`, async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await page.goto(`${site.origin}/`);
    await expect(page.locator('#main h1').first()).toBeVisible();
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('#main *')]
          .map((el) => getComputedStyle(el))
          .filter(
            (s) =>
              (s.animationName !== 'none' &&
                (Number.parseFloat(s.animationDuration) > 0.001 ||
                  s.animationIterationCount === 'infinite')) ||
              Number.parseFloat(s.transitionDuration) > 0.001,
          ).length,
    );
    expect(moving).toBe(0);
    await ctx.close();
  });
}
