// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/account.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as account from '@common/api/account';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/account') : undefined;

export const deleteAccount = /* @__PURE__ */ webEndpoint<typeof account.deleteAccount>('DELETE', '/api/account.php', schemas, 'deleteAccount');
export const exportMyData = /* @__PURE__ */ webEndpoint<typeof account.exportMyData>('GET', '/api/my-data.php', schemas, 'exportMyData');
export const getLeaveOffer = /* @__PURE__ */ webEndpoint<typeof account.getLeaveOffer>('GET', '/api/account.php', schemas, 'getLeaveOffer');
export const savePhotoSettings = /* @__PURE__ */ webEndpoint<typeof account.savePhotoSettings>('POST', '/api/photo-settings.php', schemas, 'savePhotoSettings');
export const takeStayOffer = /* @__PURE__ */ webEndpoint<typeof account.takeStayOffer>('POST', '/api/account.php', schemas, 'takeStayOffer');
