// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/search.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as search from '@common/api/search';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/search') : undefined;

export const searchMembers = /* @__PURE__ */ webEndpoint<typeof search.searchMembers>('GET', '/api/search.php', schemas, 'searchMembers');
