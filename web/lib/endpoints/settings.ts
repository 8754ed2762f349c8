// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/settings.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as settings from '@common/api/settings';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/settings') : undefined;

export const getSettings = /* @__PURE__ */ webEndpoint<typeof settings.getSettings>('GET', '/api/settings.php', schemas, 'getSettings');
