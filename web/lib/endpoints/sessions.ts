// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/sessions.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as sessions from '@common/api/sessions';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/sessions') : undefined;

export const endSessions = /* @__PURE__ */ webEndpoint<typeof sessions.endSessions>('DELETE', '/api/sessions.php', schemas, 'endSessions');
export const getSessions = /* @__PURE__ */ webEndpoint<typeof sessions.getSessions>('GET', '/api/sessions.php', schemas, 'getSessions');
