/**
 * Fails when server-only configuration reached the built web app (dist/web, source maps
 * included): discount codes and partner ids are guessed or abused once public; when the
 * landing's JavaScript grew past its budget or took in zod again (decision 019i); and when any
 * chunk carries Preact or a second copy of React (decision 023a). Runs in `npm test` right after
 * `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SERVER_ONLY_DEFAULTS } from '@server/sites/server-defaults';
import { type BuiltChunk, rendererProblems } from './build/renderer-copies';

const DIST = path.resolve(process.argv[2] ?? 'dist/web');

function serverOnlyValues(): string[] {
  const values = new Set(SERVER_ONLY_DEFAULTS.discount_codes.map((c) => c.code));
  for (const site of readSiteConfigs()) {
    for (const c of site.discount_codes) values.add(c.code);
    if (site.cam_partner && site.cam_partner !== 'demo') values.add(site.cam_partner.affiliate_id);
  }
  return [...values].filter((v) => v.length >= 4);
}

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

/**
 * The landing's JavaScript as the pages bench counts it (scripts/bench/lighthouse.ts: every script
 * `/` loaded before any input, gzip 9): issue 23's 150 KB. Growth fails here first (the signup
 * schemas came back once, 019i). The install offer's toast (sonner) waits for the visitor's first
 * input (web/features/push/use-install-prompt.ts), so it is not part of it (decision 023c).
 */
const LANDING_JS_BUDGET_KB = 150;
/** The landing's page module, as the route table lazy-loads it (web/app/pages.ts). */
const LANDING_PAGE = 'features/landing/pages/home-page.tsx';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages that load no zod before the visitor acts (the landing, 019i; issue 23's member pages,
 * 023t): zod is about 25 KB gzip and 20 ms of evaluation at 1× here. A page's form asks for its
 * shared schemas when it first checks (web/features/account/shared-schemas.ts); limits live in
 * common/limits.ts, not next to a schema, so a page that only shows one loads none.
 */
const ZOD_FREE_PAGES: Record<string, string[]> = {
  '/': [LANDING_PAGE],
  '/members': ['features/search/pages/search-page.tsx'],
  '/chats': ['features/chat/pages/chats-page.tsx'],
  'a conversation': ['app/layouts/chat-layout.tsx', 'features/chat/pages/conversation-page.tsx'],
  '/likes': ['features/likes/pages/likes-page.tsx'],
  '/profile': ['features/account/pages/profile-page.tsx'],
  '/credits': ['features/payments/pages/credits-page.tsx'],
  "a member's profile": ['features/members/pages/member-page.tsx'],
  '/notifications': ['features/notifications/pages/notifications-page.tsx'],
};

/** A page's JavaScript up to the first input: the entry and its page modules, with their static imports. */
function pageChunks(manifest: Manifest, pages: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  // The public pages' stylesheet is an entry too (vite.config.ts), not JavaScript.
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry && chunk.file.endsWith('.js')) visit(key);
  for (const page of pages) visit(page);
  return [...seen].map((k) => manifest[k]?.file ?? k);
}

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function checkLanding(manifest: Manifest): string[] {
  if (!manifest[LANDING_PAGE]) return [`the manifest has no ${LANDING_PAGE}; update check-bundle's landing`];
  const files = pageChunks(manifest, [LANDING_PAGE]);
  let bytes = 0;
  for (const file of files)
    bytes += zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
  const kb = bytes / 1024;
  console.log(`check-bundle: landing JavaScript ${kb.toFixed(1)} KB gzip in ${files.length} files`);
  return kb > LANDING_JS_BUDGET_KB
    ? [`landing JavaScript ${kb.toFixed(1)} KB gzip > budget ${LANDING_JS_BUDGET_KB} KB`]
    : [];
}

function zodProblems(manifest: Manifest): string[] {
  const problems: string[] = [];
  for (const [page, modules] of Object.entries(ZOD_FREE_PAGES)) {
    const missing = modules.filter((m) => !manifest[m]);
    if (missing.length > 0) {
      problems.push(`the manifest has no ${missing.join(', ')}; update check-bundle's ZOD_FREE_PAGES`);
      continue;
    }
    for (const file of pageChunks(manifest, modules)) {
      const map = path.join(DIST, `${file}.map`);
      if (fs.existsSync(map) && fs.readFileSync(map, 'utf8').includes('node_modules/zod/')) {
        problems.push(`${file} carries zod onto ${page}`);
      }
    }
  }
  return problems;
}

const RUNTIME_CHUNK = /^rolldown-runtime-[\w-]+\.js$/;
/** A chunk that only imports others (rolldown leaves one where a shared module was emptied). */
const IMPORTS_ONLY = /^(?:import\s*"[^"]+";?\s*)+$/;

/** Every script chunk of the build with its source map's module list. */
function builtChunks(): BuiltChunk[] {
  const assets = path.join(DIST, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      // Rolldown's CommonJS interop helpers, shared by the chunks; no package module, and no map.
      if (RUNTIME_CHUNK.test(name)) return { file: `assets/${name}`, sources: [] };
      const map = path.join(assets, `${name}.map`);
      if (IMPORTS_ONLY.test(fs.readFileSync(path.join(assets, name), 'utf8'))) {
        return { file: `assets/${name}`, sources: [] };
      }
      const sources = fs.existsSync(map)
        ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources
        : null;
      return { file: `assets/${name}`, sources };
    });
}

/**
 * The build's helper for lazy imports is the app's, which inserts preload links one per task
 * (scripts/build/module-preload-in-tasks.ts, decision 023z), not Vite's: Vite's is the only code
 * in the build that calls `import.meta.resolve`.
 */
function preloadHelperProblems(chunks: BuiltChunk[]): string[] {
  const problems: string[] = [];
  if (!chunks.some((c) => c.sources?.some((s) => s.endsWith('web/lib/module-preload.ts')))) {
    problems.push('no chunk holds web/lib/module-preload.ts');
  }
  for (const { file } of chunks) {
    if (fs.readFileSync(path.join(DIST, file), 'utf8').includes('import.meta.resolve')) {
      problems.push(`${file} holds Vite's own preload helper`);
    }
  }
  return problems;
}

if (!fs.existsSync(DIST)) {
  console.error(`check-bundle: ${DIST} does not exist; run vite build first`);
  process.exit(1);
}
const values = serverOnlyValues();
const leaks: string[] = [];
let scanned = 0;
for (const file of files(DIST)) {
  const text = fs.readFileSync(file, 'latin1');
  scanned += 1;
  for (const v of values) if (text.includes(v)) leaks.push(`${path.relative(DIST, file)}: ${v}`);
}
if (leaks.length > 0) {
  console.error(`check-bundle: server-only values in the web bundle:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-bundle: ${scanned} files, none holds any of ${values.length} server-only values`);
const manifest = readManifest();
const landingProblems = checkLanding(manifest);
if (landingProblems.length > 0) {
  console.error(`check-bundle: the landing page:\n  ${landingProblems.join('\n  ')}`);
  process.exit(1);
}
const zod = zodProblems(manifest);
if (zod.length > 0) {
  console.error(`check-bundle: zod before the first input:\n  ${zod.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-bundle: no zod before the first input on ${Object.keys(ZOD_FREE_PAGES).join(', ')}`);
const chunks = builtChunks();
const renderer = rendererProblems(chunks);
if (renderer.length > 0) {
  console.error(`check-bundle: the renderer:\n  ${renderer.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-bundle: ${chunks.length} chunks, one React and React DOM, no Preact`);
const helper = preloadHelperProblems(chunks);
if (helper.length > 0) {
  console.error(`check-bundle: the preload helper:\n  ${helper.join('\n  ')}`);
  process.exit(1);
}
console.log('check-bundle: lazy chunks are preloaded by the app’s helper, one link per task');
