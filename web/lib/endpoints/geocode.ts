// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/geocode.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as geocode from '@common/api/geocode';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/geocode') : undefined;

export const geocodePoint = /* @__PURE__ */ webEndpoint<typeof geocode.geocodePoint>('GET', '/api/geocode.php', schemas, 'geocodePoint');
