// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/auth.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as auth from '@common/api/auth';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/auth') : undefined;

export const login = /* @__PURE__ */ webEndpoint<typeof auth.login>('POST', '/api/login.php', schemas, 'login');
export const logout = /* @__PURE__ */ webEndpoint<typeof auth.logout>('GET', '/api/logout.php', schemas, 'logout');
