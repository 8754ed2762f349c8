// The account feature's public face: other features import only from here (decision 024c).
export { type BanNotice, banMember } from './ban';
export { isDeletedEmail } from './queries';
