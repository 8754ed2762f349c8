import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ALIASES } from './aliases';
import { deferredStart } from './scripts/build/deferred-start';
import { modulePreloadInTasks } from './scripts/build/module-preload-in-tasks';
import { precompress } from './scripts/build/precompress';

/** Writes the build's id into the service worker, so each deploy installs a new one (decision 012). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };

/**
 * The scripts and styles of every page a member can open, so that the app works offline also on
 * pages not visited yet (decision 019c); the staff console and the emoji picker's data are left
 * to the network.
 */
function offlineAssets(dir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.includes('emoji-picker') || key.includes('features/staff/')) continue;
    if (!/\.(js|css)$/.test(chunk.file)) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
  }
  return [...files].sort();
}

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
      const assets = JSON.stringify(offlineAssets(dir));
      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace('__APP_BUILD__', id).replace('[] /* __APP_ASSETS__ */', assets),
      );
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: 'web',
  resolve: { alias: ALIASES },
  // The stamp runs first (both are synchronous closeBundle hooks), so sw-push.js is compressed stamped.
  plugins: [
    modulePreloadInTasks(),
    react(),
    tailwindcss(),
    deferredStart(),
    stampServiceWorker(),
    precompress(),
  ],
  // The manifest lets the server preload a page's chunk (server/plugins/page-head.ts).
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every page loads the entry's whole static import chain before anything else: a few files for
    // it, not the ~25 small ones automatic splitting cuts it into by which lazy pages share each
    // piece (decision 021b). The libraries are files of their own so that the starter evaluates
    // them one per task, not the whole chain in one long task (decision 023c); lazy pages keep
    // their own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'libs', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // Not the public pages' stylesheet, an entry of its own (below).
            { name: 'app', test: (id: string) => !id.endsWith('/themes/public.css'), tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // `vite build` builds both environments: the browser app and the server renderer of the public
  // pages (web/entry-server.tsx → dist/ssr, decision 019e).
  builder: {},
  environments: {
    // The public pages' stylesheet is an entry of its own: the server inlines it into its rendered
    // pages instead of the whole app's (web/themes/public.css, decision 023h).
    client: {
      build: {
        rolldownOptions: {
          input: { index: path.resolve('web/index.html'), public: path.resolve('web/themes/public.css') },
        },
      },
    },
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
