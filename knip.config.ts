import type { KnipConfig } from 'knip';

/**
 * Dead-code check (`npm run knip`, part of `npm run lint`): unused files, dependencies and exports.
 * Knip 6 parses with oxc, so it needs no TypeScript JS API (the repo's typescript@7 has none).
 * Entry points beyond what knip's plugins find (vite: web/index.html, vitest and playwright:
 * the test files, drizzle-kit: the schema) are listed here. See docs/decisions/015d-dead-code-check.md.
 */
const config: KnipConfig = {
  // server/main.ts, web/main.tsx (through web/index.html) and scripts/bench/index.ts come from
  // package.json scripts and the vite plugin; knip flags them as redundant when listed again.
  entry: [
    'scripts/*.ts',
    // Started as child processes by path (`node --import tsx scripts/bench/...`).
    'scripts/bench/app-entry.ts',
    'scripts/bench/hello-server.ts',
    // Forked by path: the chat bench's load generators (chat-load/generators.ts), the fan-out
    // bench's listeners (scenarios/fanout.ts).
    'scripts/bench/chat-load/generator.ts',
    'scripts/bench/fanout/listener.ts',
    // The photo decoder, started as a child process by path (server/features/photos/decoder-pool.ts).
    'server/features/photos/decoder-process.ts',
    // The nudity model's process, started by path (server/features/photos/classify/model-classifier.ts).
    'server/features/photos/classify/classifier-process.ts',
    // The server renderer's entry, built by vite's ssr environment (vite.config.ts).
    'web/entry-server.tsx',
    // The public pages' stylesheet, an entry of the client build (vite.config.ts, decision 023h).
    'web/themes/public.css',
  ],
  // CSS is in the project so its `@import "tailwindcss"` counts as a use of the dependency.
  project: [
    'common/**/*.{ts,tsx}',
    'server/**/*.ts',
    'web/**/*.{ts,tsx,css}',
    'scripts/**/*.ts',
    'e2e/**/*.ts',
    '*.ts',
  ],
  // An export its own file uses is part of that file's shape (schemas composed from smaller
  // schemas, constants next to the function that uses them): only exports nobody uses are dead.
  ignoreExportsUsedInFile: true,
  // The web's generated view lists every descriptor (decision 024a), also those no page calls
  // (a provider's webhook, a redirect the server links to, calls only tests make; a module none of
  // whose endpoints the web calls, like regions): dead code is
  // judged at the descriptor, not at its generated twin.
  ignoreIssues: { 'web/lib/endpoints/*.ts': ['exports', 'files'] },
};

export default config;
