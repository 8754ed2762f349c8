import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's layering (docs/decisions/015e-web-feature-boundaries.md): `lib` and `ui` know no
 * feature and no app shell; a feature reaches another feature only through that feature's
 * `index.ts` (or its light `embed.ts`, 019i), along the one-way dependencies 015e lists and never for
 * another feature's query keys (024e); only `app` (the composition root, which lazy-loads pages) may
 * reach inside. Every route page lives in `features/<name>/pages/`.
 */
const WEB = normalize(join(import.meta.dirname));

/** Cross-feature imports still waiting for their move; each entry names who removes it. */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** An import's target below web/ and the names it takes (none for a dynamic or bare import). */
type Import = { to: string; names: string[] };

/** Every web import (relative or `@web/…`, static, re-export or dynamic) of a file. */
function importsOf(file: string): Import[] {
  const src = readFileSync(file, 'utf8');
  const found = src.matchAll(
    /(?:(?:import|export)\b[^;'"]*?(?:\{([^}]*)\})?[^;'"{}]*?from\s+|import\s*\(\s*)'((?:\.{1,2}|@web)\/[^']+)'/g,
  );
  return [...found].map((m) => {
    const spec = m[2] ?? '';
    const to = spec.startsWith('@web/')
      ? spec.slice('@web/'.length)
      : relative(WEB, normalize(join(dirname(file), spec)))
          .split(sep)
          .join('/');
    const names = (m[1] ?? '')
      .split(',')
      .map(
        (n) =>
          n
            .replace(/^\s*type\s+/, '')
            .trim()
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean);
    return { to, names };
  });
}

type Edge = { from: string; to: string; names?: string[] };

function edges(): Edge[] {
  return sourceFiles(WEB).flatMap((file) => {
    const from = relative(WEB, file).split(sep).join('/');
    return importsOf(file).map(({ to, names }) => ({ from, to, names }));
  });
}

/** The other feature an edge from a feature reaches, if any. */
function crossFeature({ from, to }: Edge): { from: string; to: string } | null {
  const a = /^features\/([^/]+)/.exec(from)?.[1];
  const b = /^features\/([^/]+)/.exec(to)?.[1];
  return a && b && a !== b ? { from: a, to: b } : null;
}

/**
 * The feature-to-feature dependencies decision 015e allows, each through the index or embed
 * (a UI piece or a hook, never data to invalidate): one way only, so none depends back.
 */
const FEATURE_DEPENDENCIES = [
  'account -> signup',
  'landing -> likes',
  'landing -> signup',
  'members -> likes',
  'members -> signup',
  'notifications -> push',
  'search -> likes',
  'search -> xcams',
  'signup -> legal',
  'signup -> push',
];

function featureDependencies(all: Edge[]): string[] {
  const pairs = all.flatMap((e) => {
    const c = crossFeature(e);
    return c ? [`${c.from} -> ${c.to}`] : [];
  });
  return [...new Set(pairs)].sort();
}

/** A feature naming another feature's query keys: it should declare `meta.changes` instead (024e). */
function keyImports(all: Edge[]): string[] {
  return all
    .filter((e) => crossFeature(e) && (e.names ?? []).some((n) => /Keys$/.test(n)))
    .map((e) => `${e.from} -> ${e.to}: ${(e.names ?? []).join(', ')}`);
}

/** Whether a list of `a -> b` dependencies runs in a circle. */
function hasCycle(deps: string[]): boolean {
  const next = new Map<string, string[]>();
  for (const d of deps) {
    const [a = '', b = ''] = d.split(' -> ');
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const reaches = (from: string, target: string, seen: Set<string>): boolean =>
    (next.get(from) ?? []).some(
      (n) => n === target || (!seen.has(n) && seen.add(n) && reaches(n, target, seen)),
    );
  return [...next.keys()].some((a) => reaches(a, a, new Set()));
}

/**
 * A feature's public entry: the folder itself, its index, or its `embed.ts` (the light pieces a
 * public page embeds without the feature's heavier code; decision 019i).
 */
function isPublicEntry(target: string): boolean {
  return /^features\/[^/]+(\/index|\/embed)?$/.test(target);
}

/**
 * The route table's pages, as paths below web/ without extension: the modules `app/pages.ts` and
 * `app/router.tsx` load lazily, except that a module which is itself a router (the staff console,
 * with its own `<Routes>`) counts by the components its `<Route element={…}>`s render.
 */
function routePages(): string[] {
  const lazyTargets = ['app/pages.ts', 'app/router.tsx'].flatMap((f) => {
    const src = readFileSync(join(WEB, f), 'utf8');
    return [...src.matchAll(/import\(\s*'@web\/([^']+)'\s*\)/g)].map((m) => m[1] ?? '');
  });
  const pages = lazyTargets.flatMap((target) => {
    const file = `${join(WEB, target)}.tsx`;
    const src = readFileSync(file, 'utf8');
    if (!src.includes('<Routes>')) return [target];
    const rendered = new Set([...src.matchAll(/<Route\b[^>]*element=\{<(\w+)/g)].map((m) => m[1]));
    return [...src.matchAll(/import \{ (\w+) \} from '(\.[^']+)'/g)]
      .filter((m) => rendered.has(m[1]) && !/Layout$/.test(m[1] ?? ''))
      .map((m) =>
        relative(WEB, normalize(join(dirname(file), m[2] ?? '')))
          .split(sep)
          .join('/'),
      );
  });
  return [...new Set(pages)];
}

/** Spelling of a route page's place: `features/<name>/pages/<x>-page`. */
function misplacedPages(pages: string[]): string[] {
  return pages.filter((p) => !/^features\/[^/]+\/pages\/[a-z0-9-]+-page$/.test(p));
}

function violations(all: Edge[]): string[] {
  const out: string[] = [];
  for (const { from, to } of all) {
    const layer = from.split('/')[0];
    if ((layer === 'lib' || layer === 'ui') && /^(features|app)\//.test(to)) {
      out.push(`${from} -> ${to}: lib and ui must not depend on features or the app shell`);
    }
    if (layer !== 'features') continue;
    if (to.startsWith('app/')) out.push(`${from} -> ${to}: a feature must not depend on the app shell`);
    const own = from.split('/')[1];
    const m = /^features\/([^/]+)/.exec(to);
    if (!m || m[1] === own || isPublicEntry(to)) continue;
    out.push(`${from} -> ${to}: import features/${m[1]} through its index.ts`);
  }
  return out;
}

describe('web feature boundaries', () => {
  it('finds imports to check', () => {
    expect(edges().length).toBeGreaterThan(100);
  });

  it('flags a feature reaching into another feature, and lib reaching into a feature', () => {
    expect(
      violations([
        { from: 'features/search/x.tsx', to: 'features/likes/api/like-profile' },
        { from: 'lib/x.ts', to: 'features/chat' },
        { from: 'features/chat/x.ts', to: 'app/router' },
      ]),
    ).toHaveLength(3);
    expect(violations([{ from: 'features/search/x.tsx', to: 'features/likes' }])).toEqual([]);
    expect(violations([{ from: 'features/landing/x.tsx', to: 'features/signup/embed' }])).toEqual([]);
  });

  it('holds for the whole web tree', () => {
    expect(violations(edges())).toEqual([]);
  });

  it('keeps every route page, and nothing else, in features/<name>/pages/', () => {
    expect(
      misplacedPages(['features/likes/components/likes-page', 'features/landing/home-page']),
    ).toHaveLength(2);
    const pages = routePages();
    expect(pages).toContain('features/landing/pages/home-page');
    expect(pages).toContain('features/staff/pages/staff-inbox-page');
    expect(misplacedPages(pages)).toEqual([]);
    const inPagesFolders = sourceFiles(join(WEB, 'features'))
      .map((f) =>
        relative(WEB, f)
          .split(sep)
          .join('/')
          .replace(/\.tsx?$/, ''),
      )
      .filter((f) => /^features\/[^/]+\/pages\//.test(f));
    expect(inPagesFolders.sort()).toEqual(pages.sort());
  });

  it('lets features depend on each other only as 015e lists, one way, never for query keys', () => {
    const made = [
      { from: 'features/likes/api/like-profile.ts', to: 'features/search', names: ['searchKeys'] },
      { from: 'features/search/x.tsx', to: 'features/likes', names: ['useLikeProfile'] },
    ];
    expect(keyImports(made)).toHaveLength(1);
    expect(featureDependencies(made)).toEqual(['likes -> search', 'search -> likes']);
    expect(hasCycle(featureDependencies(made))).toBe(true);
    expect(hasCycle(FEATURE_DEPENDENCIES)).toBe(false);
    const all = edges();
    expect(keyImports(all)).toEqual([]);
    expect(featureDependencies(all)).toEqual(FEATURE_DEPENDENCIES);
  });

  it('spells query keys only in key factories', () => {
    const literal = /queryKey:\s*\[/;
    const spelled = sourceFiles(WEB)
      .filter((f) => !/[/\\]keys\.ts$/.test(f) && literal.test(readFileSync(f, 'utf8')))
      .map((f) => relative(WEB, f));
    expect(spelled).toEqual([]);
  });
});
