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

/**
 * The app is written against React's API and runs on Preact (decision 021a): every import of
 * React resolves to `preact/compat`, in the browser build, the server renderer and the tests.
 * A key also covers its subpaths (`react/jsx-runtime` → `preact/compat/jsx-runtime`,
 * `react-dom/client` → `preact/compat/client`, `react-dom/test-utils` → `preact/compat/test-utils`).
 */
export const RENDERER_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // react-i18next's CommonJS shim for React 17 would `require('react')`; compat has the hook.
  'use-sync-external-store/shim': 'preact/compat',
};
