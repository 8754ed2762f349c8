// The search feature's public face: other features import only from here.

export { LazySuggestedMembers as SuggestedMembers } from './components/lazy-suggested-members';
export { searchKeys } from './keys';
export { prefetchSearchPage } from './prefetch-search-page';
