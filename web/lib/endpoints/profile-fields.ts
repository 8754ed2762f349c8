// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/profile-fields.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as profileFields from '@common/api/profile-fields';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/profile-fields') : undefined;

export const getProfileFields = /* @__PURE__ */ webEndpoint<typeof profileFields.getProfileFields>('GET', '/api/profile_fields.php', schemas, 'getProfileFields');
