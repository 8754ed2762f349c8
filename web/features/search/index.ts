// The search feature's public face: other features import only from here.
export { searchKeys } from './keys';
