// The likes feature's public face: other features and the app shell import only from here.
export { likesQueryOptions } from './api/get-likes';
export { useLikeProfile } from './api/like-profile';
export { likesKeys } from './keys';
