import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 023k: every text size is a step of the type scale in base.css and every weight one of
 * a few. Chromium asks the host for each distinct size × weight of a page once, in its first
 * layout, and on phones and on this host that asking was most of the layout's time.
 */
const WEB = new URL('..', import.meta.url).pathname;
const WEIGHTS = ['400', '600', '800'];
const TAILWIND_WEIGHTS = ['font-normal', 'font-semibold', 'font-extrabold'];

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext) && !e.name.includes('.test.'))
    .map((e) => join(e.parentPath, e.name));
}

const sheets = files(WEB, '.css').map((file) => ({
  file: file.slice(WEB.length),
  // Comments may name old values; only declarations count.
  css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

/** Declarations of a property (not of a custom property ending in its name), as [file, value]. */
function declarations(property: string): [string, string][] {
  const pattern = new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;}]+)`, 'g');
  return sheets.flatMap(({ file, css }) =>
    [...css.matchAll(pattern)].map((m): [string, string] => [file, (m[1] ?? '').trim()]),
  );
}

const scaleBlock = readFileSync(new URL('./base.css', import.meta.url), 'utf8').match(
  /@theme static \{([^}]*)\}/,
)?.[1];
const SCALE = [...(scaleBlock ?? '').matchAll(/(--text-[\w-]+)\s*:/g)].map((m) => m[1] ?? '');

/** Theme variables that stand for a step (--btn-font-size …): each must be set to one. */
const varOf = (value: string): string | undefined => value.match(/^var\((--[\w-]+)\)$/)?.[1];
const aliases = new Set(
  declarations('font-size')
    .map(([, value]) => varOf(value))
    .filter((name): name is string => !!name && !SCALE.includes(name)),
);

describe('the type scale', () => {
  it('has 8 to 11 steps', () => {
    expect(SCALE.length).toBeGreaterThanOrEqual(8);
    expect(SCALE.length).toBeLessThanOrEqual(11);
  });

  it('is the only source of a font-size in the stylesheets', () => {
    const off = declarations('font-size')
      .filter(([, value]) => {
        const name = varOf(value);
        return !name || !(SCALE.includes(name) || aliases.has(name));
      })
      .map(([file, value]) => `${file}: font-size: ${value}`);
    expect(off, 'use a var(--text-…) step of base.css').toEqual([]);
  });

  it('sets every theme alias of a size to a step', () => {
    const off = [...aliases].flatMap((alias) => {
      const set = declarations(alias);
      if (set.length === 0) return [`${alias} is never set`];
      return set
        .filter(([, value]) => !SCALE.includes(varOf(value) ?? ''))
        .map(([file, value]) => `${file}: ${alias}: ${value}`);
    });
    expect(off).toEqual([]);
  });

  it('sets sizes no other way: no font shorthand but inherit, no Tailwind size off the scale', () => {
    const shorthand = declarations('font')
      .filter(([, value]) => value !== 'inherit')
      .map(([file, value]) => `${file}: font: ${value}`);
    const names = SCALE.map((name) => name.slice('--'.length));
    const classes = files(WEB, '.tsx').flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?<![\w-])(text-(?:\d*xs|sm|base|lg|\d*xl|\[\d[^\]]*\]))(?![\w-])/g,
        ),
      ]
        .map((m) => m[1] ?? '')
        .filter((name) => !names.includes(name))
        .map((name) => `${file.slice(WEB.length)}: ${name}`),
    );
    expect([...shorthand, ...classes]).toEqual([]);
  });

  it(`uses only the weights ${WEIGHTS.join(', ')}`, () => {
    const themeWeights = ['--heading-weight', '--btn-weight'];
    // A theme weight, with or without a fallback that is itself one of the few.
    const weight = (value: string): boolean => {
      const [, name, fallback] = value.match(/^var\((--[\w-]+)(?:, (\d+))?\)$/) ?? [];
      if (name) return themeWeights.includes(name) && (!fallback || WEIGHTS.includes(fallback));
      return WEIGHTS.includes(value);
    };
    const off = [...declarations('font-weight'), ...themeWeights.flatMap((name) => declarations(name))]
      .filter(([, value]) => !weight(value))
      .map(([file, value]) => `${file}: ${value}`);
    const classes = files(WEB, '.tsx').flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?<![\w-])(font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black))(?![\w-])/g,
        ),
      ]
        .map((m) => m[1] ?? '')
        .filter((name) => !TAILWIND_WEIGHTS.includes(name))
        .map((name) => `${file.slice(WEB.length)}: ${name}`),
    );
    expect([...off, ...classes]).toEqual([]);
  });
});
