// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-accounts.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffAccounts from '@common/api/staff-accounts';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-accounts') : undefined;

export const addStaffAccount = /* @__PURE__ */ webEndpoint<typeof staffAccounts.addStaffAccount>('POST', '/api/staff/accounts', schemas, 'addStaffAccount');
export const changeStaffAccount = /* @__PURE__ */ webEndpoint<typeof staffAccounts.changeStaffAccount>('PUT', '/api/staff/accounts/:staff', schemas, 'changeStaffAccount');
export const getStaffAccounts = /* @__PURE__ */ webEndpoint<typeof staffAccounts.getStaffAccounts>('GET', '/api/staff/accounts', schemas, 'getStaffAccounts');
export const resetStaffAccount = /* @__PURE__ */ webEndpoint<typeof staffAccounts.resetStaffAccount>('POST', '/api/staff/accounts/:staff/reset', schemas, 'resetStaffAccount');
