// The search feature's public face: other features import only from here.

export { SuggestedMembers } from './components/suggested-members';
export { searchKeys } from './keys';
