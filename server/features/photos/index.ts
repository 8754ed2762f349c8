// The photos feature's public face: other features import only from here (decision 024c).
// The nudity classification's face (issue 27, decisions 027a/027b): the classifier interface that
// tests of the display rules inject scores through, the score and flag rules, and the one
// "is this photo showable" SQL; the features that show photos use them.
export type { Classifier } from './classify/classifier';
/** @public the features that show photos (issue 27) */
export { isNudity, type NudityScores, nudityScoreOf, UnreadableImage } from './classify/classifier';
export { createClassifyJob } from './classify/classify-job';
export { type ModelState, startModelClassifier } from './classify/model-classifier';
export { reflagFromStoredScores } from './classify/queries';
/** @public the features that show photos (issue 27) */
export { showablePhotoSql } from './classify/showable';
export { PHOTO_MAX_BYTES } from './process-image';
export { deleteOwnImage, insertImage, listOwnImages, setMainImage } from './queries';
export { readUploadedFile } from './read-upload';
export { storeProfilePhoto } from './store-photo';
export { publishUploadsDecoding } from './uploads-decoding';
