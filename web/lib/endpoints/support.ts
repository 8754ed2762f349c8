// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/support.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as support from '@common/api/support';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/support') : undefined;

export const sendComplaint = /* @__PURE__ */ webEndpoint<typeof support.sendComplaint>('POST', '/api/complaints.php', schemas, 'sendComplaint');
export const sendServiceRequest = /* @__PURE__ */ webEndpoint<typeof support.sendServiceRequest>('POST', '/api/service.php', schemas, 'sendServiceRequest');
