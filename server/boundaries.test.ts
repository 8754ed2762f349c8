import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (docs/decisions/024c-server-core-and-feature-boundaries.md): a feature
 * reaches another feature only through that feature's `index.ts`; the core (every server file
 * outside `features/` but the composition root and the demo seed) knows no feature at all; only
 * the composition root (`app.ts`, `app-deps.ts`, `main.ts`, which wire routes and services) may
 * reach inside. Tests and the test helpers in `server/test/` are exempt.
 */
const SERVER = normalize(join(import.meta.dirname));

/** Wires every feature's routes, services and jobs, so it may import any feature file. */
const COMPOSITION_ROOT = new Set(['app.ts', 'app-deps.ts', 'main.ts']);

/** Builds demo data through the features' public faces, like a feature would. */
const INDEX_ONLY = /^seed\//;

const isTest = (path: string) => /\.test\.ts$/.test(path) || path.startsWith('test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The file an import names, as a path below server/ (the folder's index when it names a folder). */
function resolveSpec(file: string, spec: string): string {
  const base = spec.startsWith('@server/')
    ? join(SERVER, spec.slice('@server/'.length))
    : normalize(join(dirname(file), spec));
  const found = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p)) ?? base;
  return relative(SERVER, found).split(sep).join('/');
}

/** Every server import (relative or `@server/…`; static, type, re-export, side effect or dynamic). */
function importsOf(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  return [...src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'((?:\.{1,2}|@server)\/[^']+)'/g)].map((m) =>
    resolveSpec(file, m[1] ?? ''),
  );
}

type Edge = { from: string; to: string };

function edges(): Edge[] {
  return sourceFiles(SERVER).flatMap((file) => {
    const from = relative(SERVER, file).split(sep).join('/');
    return isTest(from) ? [] : importsOf(file).map((to) => ({ from, to }));
  });
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

function violations(all: Edge[]): string[] {
  const out: string[] = [];
  for (const { from, to } of all) {
    const target = featureOf(to);
    if (target === undefined || isTest(from) || COMPOSITION_ROOT.has(from)) continue;
    const own = featureOf(from);
    if (own === target) continue;
    if (own === undefined && !INDEX_ONLY.test(from)) {
      out.push(`${from} -> ${to}: the core must not depend on a feature`);
    } else if (to !== `features/${target}/index.ts`) {
      out.push(`${from} -> ${to}: import features/${target} through its index.ts`);
    }
  }
  return out;
}

/** The core's top-level part of a path (`storage`, `config.ts`), or null for a feature, root or seed. */
function coreUnit(path: string): string | null {
  if (featureOf(path) !== undefined || COMPOSITION_ROOT.has(path) || INDEX_ONLY.test(path)) return null;
  return path.split('/')[0] ?? null;
}

/** Core parts that import each other in a ring (each a pair of folders that cannot be read apart). */
function coreCycles(all: Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of all) {
    const [a, b] = [coreUnit(from), coreUnit(to)];
    if (a === null || b === null || a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const reach = (start: string) => {
    const seen = new Set<string>();
    const todo = [start];
    for (let u = todo.pop(); u !== undefined; u = todo.pop()) {
      for (const v of next.get(u) ?? []) {
        if (seen.has(v)) continue;
        seen.add(v);
        todo.push(v);
      }
    }
    return seen;
  };
  const reachable = new Map([...next.keys()].map((u) => [u, reach(u)]));
  const rings = [...reachable].map(([u, r]) =>
    [u, ...[...r].filter((v) => v !== u && reachable.get(v)?.has(u))].sort(),
  );
  return [...new Set(rings.filter((r) => r.length > 1).map((r) => `core cycle: ${r.join(' <-> ')}`))];
}

describe('server core and feature boundaries', () => {
  it('finds imports to check', () => {
    expect(edges().length).toBeGreaterThan(300);
  });

  it('flags a feature reaching into another feature, and the core reaching into any feature', () => {
    expect(
      violations([
        { from: 'features/chat/service.ts', to: 'features/push/queue.ts' },
        { from: 'profiles/profile-card.ts', to: 'features/presence/index.ts' },
        { from: 'plugins/x.ts', to: 'features/chat/queries.ts' },
        { from: 'seed/x.ts', to: 'features/staff/queries.ts' },
      ]),
    ).toHaveLength(4);
    expect(
      violations([
        { from: 'features/chat/service.ts', to: 'features/push/index.ts' },
        { from: 'features/chat/service.ts', to: 'features/chat/queries.ts' },
        { from: 'features/chat/service.ts', to: 'profiles/profile-card.ts' },
        { from: 'seed/x.ts', to: 'features/staff/index.ts' },
        { from: 'app.ts', to: 'features/chat/routes.ts' },
        { from: 'features/chat/chat.test.ts', to: 'features/push/queue.ts' },
      ]),
    ).toEqual([]);
  });

  it('finds a ring between core parts', () => {
    expect(
      coreCycles([
        { from: 'config.ts', to: 'storage/create-storage.ts' },
        { from: 'storage/cli.ts', to: 'config.ts' },
        { from: 'plugins/x.ts', to: 'db/client.ts' },
      ]),
    ).toEqual(['core cycle: config.ts <-> storage']);
  });

  it('holds for the whole server tree', () => {
    const all = edges();
    expect([...violations(all), ...coreCycles(all)]).toEqual([]);
  });
});
