import { MAX_AGE, MIN_AGE, SEARCH_PAGE_SIZE } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';
import { line } from './text';

const flag = z.enum(['0', '1', 'true', 'false']).optional();
const age = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE).optional();

/** Beyond this page the answer is an empty page (no member scrolls 12,000 profiles deep). */
export const SEARCH_MAX_PAGE = 1000;

/** GET /api/search.php query of spec §7 (the last group is sent after the first load). */
export const searchQuerySchema = z.object({
  source: line().max(50).optional(),
  pp: z.coerce.number().int().min(1).max(48).default(SEARCH_PAGE_SIZE),
  auto_load: flag,
  hideNudity: flag,
  searchAllCountries: flag,
  trafficsource: line().max(100).optional(),
  country: line()
    .regex(/^([A-Za-z]{2}|0|)$/)
    .optional(),
  countryregion: z.coerce.number().int().min(0).max(1_000_000).optional(),
  min_age: age,
  max_age: age,
  gender: z.enum(['male', 'female', '']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
  manual_search: flag,
  do_not_save: flag,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** The filters the search ran with; the page initialises its controls from them (spec §4). */
export const filterOptionsSchema = z.object({
  gender: z.enum(['male', 'female']).nullable(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  /** '' = every country the member may search. */
  country: z.string(),
  countryregion: z.number().int(),
  /** The countries the member may choose from (own country plus neighbour, or all). */
  countries: z.array(z.string()),
});

export const searchResponseSchema = z.object({
  profiles: z.array(profileSchema),
  paging: z.object({
    num_results: z.number().int(),
    /** True when num_results is the planner's estimate rather than an exact count. */
    estimated: z.boolean(),
    page: z.number().int(),
    pp: z.number().int(),
  }),
  filter_options: filterOptionsSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const isOn = (v: string | undefined): boolean => v === '1' || v === 'true';

/** Open to guests where the site allows logged-out search; a manual search saves the filters. */
export const searchMembers = endpoint({
  method: 'GET',
  path: '/api/search.php',
  tag: 'search',
  query: searchQuerySchema,
  response: searchResponseSchema,
  errors: [400, 403],
});
