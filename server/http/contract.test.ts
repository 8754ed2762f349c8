import fs from 'node:fs';
import path from 'node:path';
import { apiRouteKeys } from '@server/security/route-keys';
import { setUpTestApp } from '@server/test/test-app';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS_DIR,
  endpointFiles,
  findEndpoints,
  writtenEndpointFiles,
} from '../../scripts/gen-endpoints';

/**
 * Issue 24 item 1 (decision 024a): every API route is registered from a descriptor in
 * `common/api/` and every descriptor has its route; nothing else spells an API path.
 */
const routes: RouteOptions[] = [];
const t = setUpTestApp({ paymentReconcileMs: 0, onRoute: (r) => routes.push(r) }, { listener: true });

describe('one contract per endpoint', () => {
  it('every API route has a descriptor and every descriptor a route', async () => {
    expect(t.app).toBeDefined();
    const registered = new Set(apiRouteKeys(routes));
    const described = new Set((await findEndpoints()).map((f) => `${f.endpoint.method} ${f.endpoint.path}`));
    const withoutDescriptor = [...registered].filter((k) => !described.has(k));
    const withoutRoute = [...described].filter((k) => !registered.has(k));
    expect({ withoutDescriptor, withoutRoute }).toEqual({ withoutDescriptor: [], withoutRoute: [] });
  });

  it(`${ENDPOINTS_DIR}/ is generated from the descriptors (npm run gen:endpoints)`, async () => {
    const expected = await endpointFiles();
    const actual = new Map(
      writtenEndpointFiles().map((f) => [
        f,
        fs.readFileSync(path.resolve(import.meta.dirname, '../..', f), 'utf8'),
      ]),
    );
    expect(actual).toEqual(expected);
  });
});
