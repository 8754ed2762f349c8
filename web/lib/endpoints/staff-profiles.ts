// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-profiles.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffProfiles from '@common/api/staff-profiles';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-profiles') : undefined;

export const addFictionalPhoto = /* @__PURE__ */ webEndpoint<typeof staffProfiles.addFictionalPhoto>('POST', '/api/staff/fictional/:profile/photos', schemas, 'addFictionalPhoto');
export const addFictionalProfile = /* @__PURE__ */ webEndpoint<typeof staffProfiles.addFictionalProfile>('POST', '/api/staff/fictional', schemas, 'addFictionalProfile');
export const deleteFictionalPhoto = /* @__PURE__ */ webEndpoint<typeof staffProfiles.deleteFictionalPhoto>('DELETE', '/api/staff/fictional/:profile/photos/:image', schemas, 'deleteFictionalPhoto');
export const editFictionalProfile = /* @__PURE__ */ webEndpoint<typeof staffProfiles.editFictionalProfile>('PUT', '/api/staff/fictional/:profile', schemas, 'editFictionalProfile');
export const getFictionalPhotos = /* @__PURE__ */ webEndpoint<typeof staffProfiles.getFictionalPhotos>('GET', '/api/staff/fictional/:profile/photos', schemas, 'getFictionalPhotos');
export const getFictionalProfiles = /* @__PURE__ */ webEndpoint<typeof staffProfiles.getFictionalProfiles>('GET', '/api/staff/fictional', schemas, 'getFictionalProfiles');
export const setFictionalMainPhoto = /* @__PURE__ */ webEndpoint<typeof staffProfiles.setFictionalMainPhoto>('PUT', '/api/staff/fictional/:profile/photos/:image/main', schemas, 'setFictionalMainPhoto');
