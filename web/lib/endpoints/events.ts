// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/events.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as events from '@common/api/events';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/events') : undefined;

export const memberEvents = /* @__PURE__ */ webEndpoint<typeof events.memberEvents>('GET', '/api/events.php', schemas, 'memberEvents');
