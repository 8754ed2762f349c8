// The user feature's public face: other features import only from here (decision 024c).
export { interestsOf } from './profile-update';
export { findLoginCandidate } from './queries';
export type { SignupHook, UserService } from './service';
