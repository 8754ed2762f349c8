// The signup feature's public face: other features import only from here.

// The profile fields of signup, reused by /profile (account feature) so the rules exist once.
export { useChangeEmail } from './api/change-email';
export { useInterests } from './api/get-interests';
export { useProfileFields } from './api/get-profile-fields';
export { useUpdateUser } from './api/update-user';
export { useUploadPhoto } from './api/upload-photo';
export { DateOfBirthField, type DobParts } from './components/date-of-birth-field';
export { LazySignupGate as SignupGate } from './components/lazy-signup-gate';
export { SignupModalToggle } from './components/signup-modal-toggle';
export { partsOf } from './components/step-details';
export { SIGNUP_FLOW_COMPLETE_EVENT } from './events';
export { locate } from './geolocation';
