// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-moderation.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffModeration from '@common/api/staff-moderation';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-moderation') : undefined;

export const approvePhoto = /* @__PURE__ */ webEndpoint<typeof staffModeration.approvePhoto>('POST', '/api/staff/photos/:id/approve', schemas, 'approvePhoto');
export const banMember = /* @__PURE__ */ webEndpoint<typeof staffModeration.banMember>('POST', '/api/staff/members/:user/ban', schemas, 'banMember');
export const banReport = /* @__PURE__ */ webEndpoint<typeof staffModeration.banReport>('POST', '/api/staff/reports/:id/ban', schemas, 'banReport');
export const dismissReport = /* @__PURE__ */ webEndpoint<typeof staffModeration.dismissReport>('POST', '/api/staff/reports/:id/dismiss', schemas, 'dismissReport');
export const getFlaggedAccounts = /* @__PURE__ */ webEndpoint<typeof staffModeration.getFlaggedAccounts>('GET', '/api/staff/flags', schemas, 'getFlaggedAccounts');
export const getOpenReports = /* @__PURE__ */ webEndpoint<typeof staffModeration.getOpenReports>('GET', '/api/staff/reports', schemas, 'getOpenReports');
export const getPendingPhotoImage = /* @__PURE__ */ webEndpoint<typeof staffModeration.getPendingPhotoImage>('GET', '/api/staff/photos/:id/image', schemas, 'getPendingPhotoImage');
export const getPendingPhotos = /* @__PURE__ */ webEndpoint<typeof staffModeration.getPendingPhotos>('GET', '/api/staff/photos', schemas, 'getPendingPhotos');
export const judgePhotoNudity = /* @__PURE__ */ webEndpoint<typeof staffModeration.judgePhotoNudity>('POST', '/api/staff/photos/:id/nudity', schemas, 'judgePhotoNudity');
export const rejectPhoto = /* @__PURE__ */ webEndpoint<typeof staffModeration.rejectPhoto>('POST', '/api/staff/photos/:id/reject', schemas, 'rejectPhoto');
export const unbanMember = /* @__PURE__ */ webEndpoint<typeof staffModeration.unbanMember>('POST', '/api/staff/members/:user/unban', schemas, 'unbanMember');
export const warnReport = /* @__PURE__ */ webEndpoint<typeof staffModeration.warnReport>('POST', '/api/staff/reports/:id/warn', schemas, 'warnReport');
