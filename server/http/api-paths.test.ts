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

/** Files that still spell paths while issue 24 converts them; the list only shrinks. */
const NOT_YET_CONVERTED = new Set<string>([
  'server/crash/crash-load.ts',
  'server/features/payments/routes.ts',
  'server/features/payments/webhook-routes.ts',
  'server/features/photos/routes.ts',
  'server/features/staff-accounts/routes.ts',
  'server/features/staff-audit/routes.ts',
  'server/features/staff-credits/routes.ts',
  'server/features/staff-dashboard/routes.ts',
  'server/features/staff-inbox/routes.ts',
  'server/features/staff-moderation/routes.ts',
  'server/features/staff-profiles/photo-routes.ts',
  'server/features/staff-profiles/routes.ts',
  'server/features/staff/routes.ts',
  'web/features/account/api/account.ts',
  'web/features/payments/api/create-order.ts',
  'web/features/payments/api/get-catalogue.ts',
  'web/features/payments/api/get-company-info.ts',
  'web/features/payments/api/get-demo-payment.ts',
  'web/features/payments/api/get-discount.ts',
  'web/features/payments/api/get-last-order.ts',
  'web/features/payments/api/get-order.ts',
  'web/features/payments/api/get-transactions.ts',
  'web/features/payments/api/pay-demo.ts',
  'web/features/signup/api/upload-photo.ts',
  'web/features/staff/api/staff-api.ts',
  'web/features/staff/components/staff-inbox-page.tsx',
  'web/features/staff/components/staff-photos-page.tsx',
]);

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
    const spelling = new Set<string>();
    for (const file of [...sourceFiles('web'), ...sourceFiles('server')]) {
      if (EXEMPT.test(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const found = [...text.matchAll(API_PATH)].map((m) => m[0]).filter((m) => !ALLOWED.has(m));
      if (found.length === 0) continue;
      spelling.add(file);
      if (!NOT_YET_CONVERTED.has(file)) offences.push(`${file}: ${found.join(', ')}`);
    }
    const listedButClean = [...NOT_YET_CONVERTED].filter((f) => !spelling.has(f));
    expect({ offences, listedButClean }).toEqual({ offences: [], listedButClean: [] });
  });
});
