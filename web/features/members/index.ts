// The members feature's public face: other features import only from here.
export { memberKeys } from './keys';
