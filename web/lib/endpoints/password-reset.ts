// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/password-reset.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as passwordReset from '@common/api/password-reset';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/password-reset') : undefined;

export const checkPasswordResetToken = /* @__PURE__ */ webEndpoint<typeof passwordReset.checkPasswordResetToken>('GET', '/api/password-reset.php', schemas, 'checkPasswordResetToken');
export const requestPasswordReset = /* @__PURE__ */ webEndpoint<typeof passwordReset.requestPasswordReset>('POST', '/api/password-reset.php', schemas, 'requestPasswordReset');
export const resetPassword = /* @__PURE__ */ webEndpoint<typeof passwordReset.resetPassword>('PUT', '/api/password-reset.php', schemas, 'resetPassword');
