// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/regions.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as regions from '@common/api/regions';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/regions') : undefined;

export const getRegions = /* @__PURE__ */ webEndpoint<typeof regions.getRegions>('GET', '/api/regions.php', schemas, 'getRegions');
