// The password feature's public face: other features import only from here (decision 024c).
export { deleteSessionsOf, findPasswordOwner } from './queries';
