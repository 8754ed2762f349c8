// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/xcams.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as xcams from '@common/api/xcams';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/xcams') : undefined;

export const camRedirect = /* @__PURE__ */ webEndpoint<typeof xcams.camRedirect>('GET', '/api/xcams/redirect.php', schemas, 'camRedirect');
export const demoCamPartner = /* @__PURE__ */ webEndpoint<typeof xcams.demoCamPartner>('GET', '/api/xcams/demo-partner.php', schemas, 'demoCamPartner');
export const resellRedirect = /* @__PURE__ */ webEndpoint<typeof xcams.resellRedirect>('GET', '/api/resellpartner.php', schemas, 'resellRedirect');
export const searchCams = /* @__PURE__ */ webEndpoint<typeof xcams.searchCams>('GET', '/api/xcams/search.php', schemas, 'searchCams');
