import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24 item 1 (decision 024a): an API path is spelled once, in its descriptor in
 * `common/api/`. The web calls `call(endpoints.x)` or builds a link with `endpointUrl`, the server
 * registers `route(app, x, …)`. Only the code of `web/` and `server/` is read (tests and their
 * fixtures may spell what they send).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const API_PATH = /(['"`])\/api\/[A-Za-z_][^'"`]*\1?/g;
/** Prefixes, not endpoints: the OpenAPI viewer's mount point and the staff cookie's path. */
const ALLOWED = new Set(["'/api/docs'", "'/api/staff'"]);
/**
 * Not read: the generated web view of the descriptors (`web/lib/endpoints/`), and the service worker, a plain script
 * served as it is (no module imports), which recognises the answers it caches by their paths.
 */
const EXEMPT = /^web\/lib\/endpoints\/|^web\/public\/sw-push\.js$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'test' && e.name !== 'node_modules') yield* sourceFiles(rel);
    } else if (/\.(ts|tsx|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield rel;
  }
}

describe('API paths', () => {
  it('are spelled only in their descriptors', () => {
    const offences: string[] = [];
    for (const file of [...sourceFiles('web'), ...sourceFiles('server')]) {
      if (EXEMPT.test(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const found = [...text.matchAll(API_PATH)].map((m) => m[0]).filter((m) => !ALLOWED.has(m));
      if (found.length === 0) continue;
      offences.push(`${file}: ${found.join(', ')}`);
    }
    expect(offences).toEqual([]);
  });
});
