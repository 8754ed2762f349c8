import type { SearchRequest } from './api/get-search';

/** The search feature's query keys; `all` covers every result list. */
export const searchKeys = {
  all: () => ['search'] as const,
  results: (req: SearchRequest) => ['search', req] as const,
};
