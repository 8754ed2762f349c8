// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/interests.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as interests from '@common/api/interests';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/interests') : undefined;

export const getInterests = /* @__PURE__ */ webEndpoint<typeof interests.getInterests>('GET', '/api/interests.php', schemas, 'getInterests');
