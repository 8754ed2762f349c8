// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-auth.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffAuth from '@common/api/staff-auth';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-auth') : undefined;

export const getStaffMe = /* @__PURE__ */ webEndpoint<typeof staffAuth.getStaffMe>('GET', '/api/staff/me', schemas, 'getStaffMe');
export const staffLogin = /* @__PURE__ */ webEndpoint<typeof staffAuth.staffLogin>('POST', '/api/staff/login', schemas, 'staffLogin');
export const staffLogout = /* @__PURE__ */ webEndpoint<typeof staffAuth.staffLogout>('POST', '/api/staff/logout', schemas, 'staffLogout');
