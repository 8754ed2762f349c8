// The chat feature's public face: other features and the app shell import only from here.
export { chatsQueryOptions } from './api/get-chats';
export { chatKeys } from './keys';
