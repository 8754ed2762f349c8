import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Entry points of the compiled server: name in dist/server → source. */
const ENTRIES = {
  main: 'server/main.ts',
  'storage-migrate': 'server/storage-migrate.ts',
  // The photo decoder, a child process of main.js (server/features/photos/decoder-pool.ts).
  'photo-decoder': 'server/features/photos/decoder-process.ts',
  // The nudity model's process, a child of main.js and of photos-classify.js, the backfill (model-classifier.ts).
  'photo-classifier': 'server/features/photos/classify/classifier-process.ts',
  'photos-classify': 'server/features/photos/classify/backfill-command.ts',
};

/**
 * Compiles the server to `outdir` as one ES module per entry point. Bundled (not transpiled file
 * by file) so tsconfig path aliases resolve at build time; packages stay external and load from
 * node_modules as usual. Run-time files (migrations, config/sites, locales, dist/web) are read
 * from the project root (server/project-root.ts), so `outdir` must lie inside the project.
 */
export async function buildServer(outdir = 'dist/server'): Promise<void> {
  await build({
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
