// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/presence.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as presence from '@common/api/presence';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/presence') : undefined;

export const pageHidden = /* @__PURE__ */ webEndpoint<typeof presence.pageHidden>('POST', '/api/page-hidden.php', schemas, 'pageHidden');
