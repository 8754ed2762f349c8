// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/mail.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as mail from '@common/api/mail';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/mail') : undefined;

export const activate = /* @__PURE__ */ webEndpoint<typeof mail.activate>('GET', '/api/activate.php', schemas, 'activate');
export const changeEmail = /* @__PURE__ */ webEndpoint<typeof mail.changeEmail>('POST', '/api/mail-change.php', schemas, 'changeEmail');
export const confirmEmailChange = /* @__PURE__ */ webEndpoint<typeof mail.confirmEmailChange>('POST', '/api/mail-change-confirm.php', schemas, 'confirmEmailChange');
export const undoEmailChange = /* @__PURE__ */ webEndpoint<typeof mail.undoEmailChange>('POST', '/api/mail-change-undo.php', schemas, 'undoEmailChange');
