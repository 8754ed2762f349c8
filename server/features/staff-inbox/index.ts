// The staff-inbox feature's public face: other features import only from here (decision 024c).
export { inboxAfterAccountChange } from './account-changed';
export { findFictionalSite } from './queries';
