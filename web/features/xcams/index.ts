// The webcam partner feature's public face: other features import only from here.
export { camsQueryOptions, useCams } from './api/get-cams';
export { CamTile, ResellTile } from './components/cam-tile';
