// The photos feature's public face: other features import only from here (decision 024c).
export { PHOTO_MAX_BYTES } from './process-image';
export { deleteOwnImage, insertImage, listOwnImages, setMainImage } from './queries';
export { readUploadedFile } from './read-upload';
export { storeProfilePhoto } from './store-photo';
