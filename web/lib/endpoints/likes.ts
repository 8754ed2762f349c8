// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/likes.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as likes from '@common/api/likes';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/likes') : undefined;

export const getLikes = /* @__PURE__ */ webEndpoint<typeof likes.getLikes>('GET', '/api/likes.php', schemas, 'getLikes');
export const likeProfile = /* @__PURE__ */ webEndpoint<typeof likes.likeProfile>('POST', '/api/likes.php', schemas, 'likeProfile');
export const unlikeProfile = /* @__PURE__ */ webEndpoint<typeof likes.unlikeProfile>('DELETE', '/api/likes.php', schemas, 'unlikeProfile');
