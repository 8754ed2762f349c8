import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { ALIASES, RENDERER_ALIASES } from './aliases';

/**
 * Component tests (happy-dom) run the real server in the same process. In that environment
 * `import.meta.url` is an http: address and `URL` is happy-dom's, so the server's
 * `new URL('../../config/sites', import.meta.url)` would miss its folder: server files get their
 * file: URL and Node's URL back.
 */
const SERVER_DIR = fileURLToPath(new URL('./server/', import.meta.url));

const serverFilesStayNode: Plugin = {
  name: 'server-files-stay-node',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(SERVER_DIR) || !code.includes('import.meta.url')) return null;
    const body = code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href));
    return { code: `import { URL } from 'node:url';\n${body}`, map: null };
  },
};

/**
 * Tests run the renderer that ships (Preact, decision 021a): the libraries that import React are
 * transformed like app code (Vitest inlines `ssr.noExternal`), so their imports go through the
 * aliases instead of Node loading them, and React, from node_modules.
 */
const REACT_LIBRARIES = [
  '@hookform/resolvers',
  '@tanstack/react-query',
  '@testing-library/react',
  'react-hook-form',
  'react-i18next',
  'react-router',
  'sonner',
];

/**
 * Under Node's conditions these resolve to their CommonJS builds, whose `require('react')` would
 * pass the aliases by; their ES builds import React as the other libraries do.
 */
const ES_BUILDS = {
  'react-router': 'react-router/dist/development/index.mjs',
  '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
};

export default defineConfig({
  plugins: [serverFilesStayNode],
  resolve: {
    alias: [
      ...Object.entries({ ...ALIASES, ...RENDERER_ALIASES }).map(([find, replacement]) => ({
        find,
        replacement,
      })),
      ...Object.entries(ES_BUILDS).map(([name, file]) => ({
        find: new RegExp(`^${name}$`),
        replacement: fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url)),
      })),
    ],
  },
  ssr: { noExternal: REACT_LIBRARIES },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
