// The presence feature's public face: other features import only from here (decision 024c).
export { markViewing, markVisible } from './queries';
