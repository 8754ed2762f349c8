// The notifications feature's public face: other features and the app shell import only from here.
export { notificationKeys } from './keys';
