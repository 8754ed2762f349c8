/**
 * Writes `web/lib/endpoints/<module>.ts`, the web's view of every descriptor in `common/api/` (decision
 * 024a): method and path as values, the descriptor as a type, its schemas loaded only in
 * development and tests. `npm run gen:endpoints` after adding or changing a descriptor;
 * `server/http/contract.test.ts` fails while they are out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Endpoint, isEndpoint } from '@common/api/endpoint';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_DIR = path.join(ROOT, 'common/api');
export const ENDPOINTS_DIR = 'web/lib/endpoints';

type Found = { module: string; name: string; endpoint: Endpoint };

/** Every descriptor exported by a module of `common/api/`, in file and name order. */
export async function findEndpoints(): Promise<Found[]> {
  const found: Found[] = [];
  const modules = fs
    .readdirSync(API_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of modules) {
    const exports: Record<string, unknown> = await import(pathToFileURL(path.join(API_DIR, file)).href);
    for (const name of Object.keys(exports).sort()) {
      const value = exports[name];
      if (isEndpoint(value)) found.push({ module: file.replace(/\.ts$/, ''), name, endpoint: value });
    }
  }
  return found;
}

function camel(module: string): string {
  return module.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * One file per module of `common/api/` that has descriptors, so a page's chunk holds only the
 * endpoints it calls. One line per endpoint, as written (Biome leaves the folder alone: the files
 * are checked against this output, and running a formatter per file made that check slow).
 */
export async function endpointFiles(): Promise<Map<string, string>> {
  const found = await findEndpoints();
  const files = new Map<string, string>();
  for (const module of [...new Set(found.map((f) => f.module))]) {
    const ns = camel(module);
    const lines = [
      '// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in',
      `// common/api/${module}.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.`,
      `import type * as ${ns} from '@common/api/${module}';`,
      "import { webEndpoint } from '../call';",
      '',
      '// Development and tests load the schemas to check every answer; the production build drops them.',
      `const schemas = import.meta.env.DEV ? () => import('@common/api/${module}') : undefined;`,
      '',
      ...found
        .filter((f) => f.module === module)
        .map(
          (f) =>
            `export const ${f.name} = /* @__PURE__ */ webEndpoint<typeof ${ns}.${f.name}>(` +
            `'${f.endpoint.method}', '${f.endpoint.path}', schemas, '${f.name}');`,
        ),
    ];
    const file = `${ENDPOINTS_DIR}/${module}.ts`;
    files.set(file, `${lines.join('\n')}\n`);
  }
  return files;
}

/** The generated files there are now (to find stale ones). */
export function writtenEndpointFiles(): string[] {
  const dir = path.join(ROOT, ENDPOINTS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => `${ENDPOINTS_DIR}/${f}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = await endpointFiles();
  for (const stale of writtenEndpointFiles()) if (!files.has(stale)) fs.rmSync(path.join(ROOT, stale));
  fs.mkdirSync(path.join(ROOT, ENDPOINTS_DIR), { recursive: true });
  for (const [file, source] of files) fs.writeFileSync(path.join(ROOT, file), source);
  console.log(`wrote ${files.size} files in ${ENDPOINTS_DIR}`);
}
