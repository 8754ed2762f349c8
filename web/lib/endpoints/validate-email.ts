// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/validate-email.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as validateEmail from '@common/api/validate-email';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/validate-email') : undefined;

export const checkEmail = /* @__PURE__ */ webEndpoint<typeof validateEmail.checkEmail>('GET', '/api/validate_email.php', schemas, 'checkEmail');
