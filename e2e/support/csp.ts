import type { Page } from '@playwright/test';

/**
 * Collects Content-Security-Policy violations on a page (the DOM event and the console), so a
 * sweep that visits every page for another reason (axe) also proves the policy breaks nothing.
 * Call before the page's first navigation; read the array at the end.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`console: ${m.text()}`);
  });
  return violations;
}
