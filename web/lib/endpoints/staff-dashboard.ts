// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/staff-dashboard.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as staffDashboard from '@common/api/staff-dashboard';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/staff-dashboard') : undefined;

export const getDashboard = /* @__PURE__ */ webEndpoint<typeof staffDashboard.getDashboard>('GET', '/api/staff/dashboard', schemas, 'getDashboard');
