import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 AA contrast of the theme tokens (issue 18): text 4.5:1, UI components and focus
 * rings 3:1. The pairs are the ones the stylesheets actually put together; a new text or
 * control colour belongs here with the backgrounds it sits on.
 */
type Rgba = [number, number, number, number];

function tokens(file: string): Record<string, string> {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  const out: Record<string, string> = {};
  for (const [, name = '', value = ''] of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    out[name] = value.trim();
  return out;
}

function parse(value: string, vars: Record<string, string>): Rgba {
  const ref = value.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (ref) return parse(vars[ref] ?? '', vars);
  const hex = value.match(/^#([0-9a-f]{6})$/i)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgb = value.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[/,]\s*([\d.]+))?\s*\)$/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] ? Number(rgb[4]) : 1];
  throw new Error(`cannot read colour "${value}"`);
}

/** A translucent colour as it shows over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(fg: Rgba, bg: Rgba): number {
  const a = luminance(fg);
  const b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Backgrounds text sits on; translucent ones are laid over the page background. */
const SURFACES = ['--color-bg', '--color-surface', '--color-surface-muted', '--color-primary-soft'];
const TEXT = 4.5;
const UI = 3;

/** [foreground, backgrounds, minimum ratio] */
const PAIRS: [string, string[], number][] = [
  ['--color-text', SURFACES, TEXT],
  ['--color-text-muted', SURFACES, TEXT],
  ['--color-primary', SURFACES, TEXT],
  ['--color-success', ['--color-bg', '--color-surface', '--color-surface-muted'], TEXT],
  ['--color-danger', ['--color-bg', '--color-surface', '--color-surface-muted'], TEXT],
  ['--color-secondary', ['--color-bg', '--color-surface'], TEXT],
  ['--eyebrow-color', ['--color-bg', '--color-surface'], TEXT],
  ['--color-primary-contrast', ['--color-primary', '--color-primary-hover'], TEXT],
  ['--color-accent-contrast', ['--color-accent'], TEXT],
  ['--color-header-text', ['--color-header-bg'], TEXT],
  ['--color-footer-text', ['--color-footer-bg'], TEXT],
  ['--color-footer-muted', ['--color-footer-bg'], TEXT],
  ['--color-focus', ['--color-bg', '--color-surface', '--color-surface-muted', '--color-header-bg'], UI],
  ['--color-primary', ['--color-bg', '--color-surface'], UI],
];

describe.each(['classic', 'lavish'])('%s theme tokens', (theme) => {
  const vars = tokens(`./${theme}.css`);
  const page = parse(vars['--color-bg'] ?? '', vars);
  const solid = (name: string): Rgba => {
    const c = parse(vars[name] ?? '', vars);
    return c[3] < 1 ? over(c, page) : c;
  };
  const cases = PAIRS.flatMap(([fg, bgs, min]) => bgs.map((bg) => [fg, bg, min] as const));
  it.each(cases)('%s on %s meets %s:1', (fg, bg, min) => {
    const ratio = contrast(solid(fg), solid(bg));
    expect(Math.round(ratio * 100) / 100, `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
  });
});
