// The photos feature's public face: other features import only from here (decision 024c).
export {
  type Classifier,
  isNudity,
  type NudityScores,
  nudityScoreOf,
  UnreadableImage,
} from './classify/classifier';
export { createClassifyJob } from './classify/classify-job';
export { type ModelClassifier, type ModelState, startModelClassifier } from './classify/model-classifier';
export { showablePhotoSql } from './classify/showable';
export { PHOTO_MAX_BYTES } from './process-image';
export { deleteOwnImage, insertImage, listOwnImages, setMainImage } from './queries';
export { readUploadedFile } from './read-upload';
export { storeProfilePhoto } from './store-photo';
