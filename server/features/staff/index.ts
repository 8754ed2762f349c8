// The staff feature's public face: other features import only from here (decision 024c).
export { createStaffAccount, resetStaffAccount, type StaffCredentials } from './accounts';
export { countStaff } from './queries';
