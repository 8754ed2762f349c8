// The account feature's public face: other features import only from here (decision 024c).
export { type BanNotice, banMember } from './ban';
export { refuseBanned } from './ban-cookie';
export { isDeletedEmail } from './queries';
