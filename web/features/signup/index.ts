// The signup feature's public face: other features import only from here or, for the light
// pieces public pages embed (the gate, the dialog's button), from embed.ts (decision 019i).

// The profile fields of signup, reused by /profile (account feature) so the rules exist once.
export { useChangeEmail } from './api/change-email';
export { interestsQueryOptions, useInterests } from './api/get-interests';
export { profileFieldsQueryOptions, useProfileFields } from './api/get-profile-fields';
export { useUpdateUser } from './api/update-user';
export { useUploadPhoto } from './api/upload-photo';
export { DateOfBirthField, type DobParts } from './components/date-of-birth-field';
export { partsOf } from './components/step-details';
export { locate } from './geolocation';
