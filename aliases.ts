import { fileURLToPath } from 'node:url';

/**
 * The import aliases of tsconfig.json `paths`, for the bundler and the test runner (tsx, esbuild,
 * Playwright and tsc read tsconfig themselves). Decision 015f says when to use them.
 */
export const ALIASES = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};
