// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/ban.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as ban from '@common/api/ban';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/ban') : undefined;

export const getBan = /* @__PURE__ */ webEndpoint<typeof ban.getBan>('GET', '/api/ban.php', schemas, 'getBan');
