// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/user.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as user from '@common/api/user';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/user') : undefined;

export const forgetPush = /* @__PURE__ */ webEndpoint<typeof user.forgetPush>('DELETE', '/api/user.php', schemas, 'forgetPush');
export const getUser = /* @__PURE__ */ webEndpoint<typeof user.getUser>('GET', '/api/user.php', schemas, 'getUser');
export const postUser = /* @__PURE__ */ webEndpoint<typeof user.postUser>('POST', '/api/user.php', schemas, 'postUser');
export const updateUser = /* @__PURE__ */ webEndpoint<typeof user.updateUser>('PUT', '/api/user.php', schemas, 'updateUser');
