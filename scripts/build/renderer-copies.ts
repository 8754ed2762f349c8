/**
 * The web app runs on React 19 and React DOM, once (decision 023a): no built chunk may carry Preact,
 * and React or React DOM may be bundled only once. A second copy comes from a library that bundles
 * its own, a nested install (`node_modules/x/node_modules/react`), a development build next to the
 * production one, or the same module split into two chunks; each keeps its own state, so hooks
 * and context break across them, and each costs ≈ 60 KB. Read from the chunks' source maps, which
 * name every module a chunk was built from.
 */
export type BuiltChunk = {
  /** The chunk's file, relative to the build folder (for the messages). */
  file: string;
  /** Its source map's `sources`, or null when the chunk has no map. */
  sources: string[] | null;
};

const PREACT = /(?:^|\/)node_modules\/(preact(?:-[\w-]+)?|@preact\/[\w.-]+)\//;
/** A React package's root (nested installs included) and the module path inside it. */
const REACT_MODULE = /^(.*?node_modules\/(react|react-dom))\/(.+)$/;
/** The development and production builds of the same package are two copies. */
const FLAVOUR = /\.(development|production)(?:\.min)?\.js$/;

/** Strips what bundlers put before a path (`../../`, `\0`, `rolldown:`), keeping `node_modules/…`. */
function normalise(source: string): string {
  return source.replaceAll('\\', '/').replace(/^[^\w@]*(?:\w+:)?(?:\.\.?\/)*/, '');
}

export function rendererProblems(chunks: BuiltChunk[]): string[] {
  const problems: string[] = [];
  /** Per package: where it was installed, and which builds (development, production) came in. */
  const roots = new Map<string, Set<string>>();
  const flavours = new Map<string, Set<string>>();
  /** Per React module: the chunks that include it. */
  const modules = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const chunk of chunks) {
    if (!chunk.sources) {
      problems.push(`${chunk.file} has no source map: its renderer cannot be checked`);
      continue;
    }
    for (const source of chunk.sources.map(normalise)) {
      const preact = PREACT.exec(source);
      if (preact) problems.push(`${chunk.file} carries Preact (${preact[1]})`);
      const react = REACT_MODULE.exec(source);
      if (!react) continue;
      const [, root = '', pkg = '', inner = ''] = react;
      add(roots, pkg, root);
      const flavour = FLAVOUR.exec(inner)?.[1];
      if (flavour) add(flavours, pkg, flavour);
      add(modules, source, chunk.file);
    }
  }
  for (const [pkg, found] of roots) {
    if (found.size > 1)
      problems.push(`${pkg} is bundled from ${found.size} installs: ${[...found].join(', ')}`);
  }
  for (const [pkg, found] of flavours) {
    if (found.size > 1) problems.push(`${pkg} is bundled in ${[...found].join(' and ')} builds`);
  }
  for (const [source, inChunks] of modules) {
    if (inChunks.size > 1)
      problems.push(`${source} is in ${inChunks.size} chunks: ${[...inChunks].join(', ')}`);
  }
  return problems;
}
