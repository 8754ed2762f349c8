// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/members.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as members from '@common/api/members';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/members') : undefined;

export const blockMember = /* @__PURE__ */ webEndpoint<typeof members.blockMember>('POST', '/api/block.php', schemas, 'blockMember');
export const getMember = /* @__PURE__ */ webEndpoint<typeof members.getMember>('GET', '/api/member.php', schemas, 'getMember');
export const listBlocked = /* @__PURE__ */ webEndpoint<typeof members.listBlocked>('GET', '/api/block.php', schemas, 'listBlocked');
export const reportMember = /* @__PURE__ */ webEndpoint<typeof members.reportMember>('POST', '/api/report.php', schemas, 'reportMember');
export const unblockMember = /* @__PURE__ */ webEndpoint<typeof members.unblockMember>('DELETE', '/api/block.php', schemas, 'unblockMember');
