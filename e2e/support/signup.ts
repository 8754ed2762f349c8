import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { nextClientAddress, waitForApp } from './helpers';

export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: '#d63384' } })
    .png()
    .toBuffer();
}

export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  // From the top, so the sticky header does not cover the card in a full-page capture.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Each test signs up from its own client address (the server trusts X-Forwarded-For from
 * loopback), so the per-IP signup limit only bites where a test means it to.
 */
export const freshIp = nextClientAddress;

/**
 * The first link containing `path` in the newest mail to `to`, read from the development outbox.
 * Uses a request context without the page's forged X-Forwarded-For: /dev/mail answers only a
 * client on this machine (decision 015a).
 */
export async function mailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const html = await (await request.get('/dev/mail')).text();
    const article = html.split('<article>').find((a) => a.includes(to)) ?? '';
    const href = [...article.matchAll(/href="([^"]*)"/g)]
      .map((m) => m[1] ?? '')
      .find((h) => h.includes(path));
    link = (href ?? '').replaceAll('&amp;', '&');
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}

/** GET /api/user.php from inside the page: the lavish host only resolves in the browser. */
export async function currentUser(page: Page) {
  return page.evaluate(async () => (await fetch('/api/user.php')).json());
}

export const step = (page: Page, n: number) => page.locator(`.signup-flow[data-step="${n}"]`);

/** Step 0 through the form; language-neutral selectors so the Polish lavish site works too. */
export async function fillAccount(page: Page, email: string): Promise<void> {
  await waitForApp(page);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="nickname"]').fill('Eve');
  await page.locator('input[type="password"]').fill('e2e-password-1');
  await page.locator('input[autocomplete="nickname"]').click();
  await expect(page.locator('.signup-flow form button[type="submit"]')).toBeEnabled();
  await page.locator('.signup-flow form button[type="submit"]').click();
}

export async function uploadByClick(page: Page): Promise<void> {
  await page.locator('.signup-drop input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngBytes(),
  });
}

export async function uploadByDrop(page: Page): Promise<void> {
  const b64 = (await pngBytes()).toString('base64');
  const dataTransfer = await page.evaluateHandle((data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return dt;
  }, b64);
  await page.dispatchEvent('[data-testid="photo-drop"]', 'dragover', { dataTransfer });
  await page.dispatchEvent('[data-testid="photo-drop"]', 'drop', { dataTransfer });
}
