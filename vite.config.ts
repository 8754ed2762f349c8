import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets the server preload a page's chunk (server/plugins/page-head.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/_i18n': apiTarget, '/media': apiTarget },
  },
});
