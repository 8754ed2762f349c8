// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-credits.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffCredits from '@common/api/staff-credits';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-credits') : undefined;

export const changeCredits = /* @__PURE__ */ webEndpoint<typeof staffCredits.changeCredits>('POST', '/api/staff/members/:user/credits', schemas, 'changeCredits');
export const getMemberAccount = /* @__PURE__ */ webEndpoint<typeof staffCredits.getMemberAccount>('GET', '/api/staff/members/:user', schemas, 'getMemberAccount');
export const grantBonus = /* @__PURE__ */ webEndpoint<typeof staffCredits.grantBonus>('POST', '/api/staff/members/:user/bonus', schemas, 'grantBonus');
export const searchMembers = /* @__PURE__ */ webEndpoint<typeof staffCredits.searchMembers>('GET', '/api/staff/members', schemas, 'searchMembers');
