// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-audit.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffAudit from '@common/api/staff-audit';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-audit') : undefined;

export const getAudit = /* @__PURE__ */ webEndpoint<typeof staffAudit.getAudit>('GET', '/api/staff/audit', schemas, 'getAudit');
