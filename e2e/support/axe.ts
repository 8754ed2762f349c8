import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level issue 18 promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * emoji-picker-element's category tabs show an emoji pictogram and are named by the category
 * ("Food and drink"); a pictogram is not text in the sense of WCAG 2.5.3, but axe reads some
 * emoji as text. Nothing else is waived.
 */
function waived(rule: string, target: string): boolean {
  return rule === 'label-content-name-mismatch' && target.startsWith('emoji-picker');
}

export type AxeFinding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe on the page as it is now and returns its serious and critical violations. `enable`
 * adds rules axe leaves off by default (`target-size`, which Lighthouse's audit runs).
 */
export async function seriousViolations(
  page: Page,
  where: string,
  enable: string[] = [],
): Promise<AxeFinding[]> {
  // Colours are judged at rest: a 150 ms fade (a button enabled as its data arrives) measured
  // half-way reads as low contrast. Reduced motion makes every transition end at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Experimental in axe, so off by default; issue 18 names it (WCAG 2.5.3 Label in Name).
    // Only violations are read: axe then skips building selectors for every node that passes.
    .options({
      rules: Object.fromEntries(
        ['label-content-name-mismatch', ...enable].map((rule) => [rule, { enabled: true }]),
      ),
      resultTypes: ['violations'],
    })
    // axe.run in the page itself. The default partial run opens a blank page and injects axe a
    // second time on every call, only to merge results from frames; a page without frames gets
    // the same violations in about half the time (compared page by page).
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !waived(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        ),
    }));
}

/** One readable block per violation: where, rule, and the first offending elements. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: [${f.impact}] ${f.rule} — ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * Landmarks and headings (axe files these under best practice, so they never count as serious):
 * one main landmark, one h1 before any other heading, and no level skipped on the way down.
 */
export async function structureFindings(page: Page, where: string): Promise<AxeFinding[]> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]').length;
    if (mains !== 1) out.push(`${mains} main landmarks`);
    const visible = (el: Element) => !el.closest('[aria-hidden="true"], [hidden], dialog:not([open])');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter(visible)
      .map((h) => Number(h.tagName[1]));
    if (levels[0] !== 1) out.push(`first heading is h${levels[0] ?? '(none)'}, not h1`);
    if (levels.filter((l) => l === 1).length > 1) out.push('more than one h1');
    levels.forEach((l, i) => {
      const prev = levels[i - 1];
      if (prev !== undefined && l > prev + 1) out.push(`h${prev} followed by h${l}`);
    });
    return out;
  });
  return problems.length === 0
    ? []
    : [
        {
          where,
          rule: 'landmarks-and-headings',
          impact: 'serious',
          help: 'Landmarks and headings in order',
          targets: problems,
        },
      ];
}
