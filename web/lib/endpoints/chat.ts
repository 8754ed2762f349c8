// Written by `npm run gen:endpoints` (scripts/gen-endpoints.ts) from the descriptors in
// common/api/chat.ts. Do not edit: server/http/contract.test.ts fails when it is out of date.
import type * as chat from '@common/api/chat';
import { webEndpoint } from '../call';

// Development and tests load the schemas to check every answer; the production build drops them.
const schemas = import.meta.env.DEV ? () => import('@common/api/chat') : undefined;

export const deleteChat = /* @__PURE__ */ webEndpoint<typeof chat.deleteChat>('DELETE', '/api/chat.php', schemas, 'deleteChat');
export const getChats = /* @__PURE__ */ webEndpoint<typeof chat.getChats>('GET', '/api/chats.php', schemas, 'getChats');
export const getMessages = /* @__PURE__ */ webEndpoint<typeof chat.getMessages>('GET', '/api/messages.php', schemas, 'getMessages');
export const markMessagesRead = /* @__PURE__ */ webEndpoint<typeof chat.markMessagesRead>('POST', '/api/messages-read.php', schemas, 'markMessagesRead');
export const openChat = /* @__PURE__ */ webEndpoint<typeof chat.openChat>('GET', '/api/chat.php', schemas, 'openChat');
export const sendMessage = /* @__PURE__ */ webEndpoint<typeof chat.sendMessage>('POST', '/api/messages.php', schemas, 'sendMessage');
