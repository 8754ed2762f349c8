// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/profile-image.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as profileImage from '@common/api/profile-image';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/profile-image') : undefined;

export const deleteImage = /* @__PURE__ */ webEndpoint<typeof profileImage.deleteImage>('DELETE', '/api/profileimage.php', schemas, 'deleteImage');
export const getOwnImages = /* @__PURE__ */ webEndpoint<typeof profileImage.getOwnImages>('GET', '/api/profileimage.php', schemas, 'getOwnImages');
export const setMainImage = /* @__PURE__ */ webEndpoint<typeof profileImage.setMainImage>('PUT', '/api/profileimage.php', schemas, 'setMainImage');
export const uploadProfileImage = /* @__PURE__ */ webEndpoint<typeof profileImage.uploadProfileImage>('POST', '/api/profileimage.php', schemas, 'uploadProfileImage');
