// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/password.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as password from '@common/api/password';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/password') : undefined;

export const changePassword = /* @__PURE__ */ webEndpoint<typeof password.changePassword>('PUT', '/api/password.php', schemas, 'changePassword');
