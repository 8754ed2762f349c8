import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases';

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

export default defineConfig({
  plugins: [serverFilesStayNode],
  resolve: { alias: ALIASES },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    setupFiles: ['./web/test/dom-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
