// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-inbox.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffInbox from '@common/api/staff-inbox';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-inbox') : undefined;

export const answerClaimed = /* @__PURE__ */ webEndpoint<typeof staffInbox.answerClaimed>('POST', '/api/staff/inbox/:conversation/answer', schemas, 'answerClaimed');
export const claimNext = /* @__PURE__ */ webEndpoint<typeof staffInbox.claimNext>('POST', '/api/staff/inbox/next', schemas, 'claimNext');
export const getClaimed = /* @__PURE__ */ webEndpoint<typeof staffInbox.getClaimed>('GET', '/api/staff/inbox/:conversation', schemas, 'getClaimed');
export const getInbox = /* @__PURE__ */ webEndpoint<typeof staffInbox.getInbox>('GET', '/api/staff/inbox', schemas, 'getInbox');
export const inboxEvents = /* @__PURE__ */ webEndpoint<typeof staffInbox.inboxEvents>('GET', '/api/staff/inbox-events', schemas, 'inboxEvents');
export const releaseClaim = /* @__PURE__ */ webEndpoint<typeof staffInbox.releaseClaim>('POST', '/api/staff/inbox/:conversation/release', schemas, 'releaseClaim');
export const renewClaim = /* @__PURE__ */ webEndpoint<typeof staffInbox.renewClaim>('POST', '/api/staff/inbox/:conversation/renew', schemas, 'renewClaim');
export const saveFictionalNotes = /* @__PURE__ */ webEndpoint<typeof staffInbox.saveFictionalNotes>('PUT', '/api/staff/fictional/:profile/notes', schemas, 'saveFictionalNotes');
