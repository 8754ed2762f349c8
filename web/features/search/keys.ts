/** Filters as the page holds them; '' country = all the member may search. */
export type SearchFilters = {
  gender: 'male' | 'female' | null;
  min_age: number;
  max_age: number;
  country: string;
  countryregion: number;
};

/**
 * `auto`: the automatic first load with the server's defaults (spec §4). `seq` makes every filter
 * change a new query, so going back to earlier filters reloads (and is remembered) too.
 */
export type SearchRequest =
  | { kind: 'auto'; startPage: number }
  | { kind: 'manual' | 'similar'; filters: SearchFilters; startPage: number; seq?: number };

/** The search feature's query keys; `all` covers every result list. */
export const searchKeys = {
  all: () => ['search'] as const,
  /** With the member's choice to hide nudity (issue 27): another choice is another answer. */
  results: (req: SearchRequest, hideNudity?: boolean) => ['search', req, hideNudity ?? null] as const,
};
