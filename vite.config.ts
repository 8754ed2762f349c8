import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ALIASES } from './aliases';
import { precompress } from './scripts/build/precompress';

/** Writes the build's id into the service worker, so each deploy installs a new one (decision 012). */
function stampServiceWorker(): Plugin {
  return {
    name: 'stamp-service-worker',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    closeBundle() {
      const dir = path.resolve('dist/web');
      const file = path.join(dir, 'sw-push.js');
      if (!fs.existsSync(file)) return;
      const id = createHash('sha256')
        .update(fs.readFileSync(path.join(dir, 'index.html')))
        .digest('hex')
        .slice(0, 12);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('__APP_BUILD__', id));
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: 'web',
  resolve: { alias: ALIASES },
  // The stamp runs first (both are synchronous closeBundle hooks), so sw-push.js is compressed stamped.
  plugins: [react(), tailwindcss(), stampServiceWorker(), precompress()],
  // The manifest lets the server preload a page's chunk (server/plugins/page-head.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  // `vite build` builds both environments: the browser app and the server renderer of the public
  // pages (web/entry-server.tsx → dist/ssr, decision 019e).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: '../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        ssr: 'entry-server.tsx',
        copyPublicDir: false,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/_i18n': apiTarget, '/media': apiTarget },
  },
});
