import type { Cam } from '@common/api/xcams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as xcamsApi from '@web/lib/endpoints/xcams';
import { type CamFilters, camKeys } from '../keys';

let inFlight: AbortController | null = null;

/**
 * GET /api/xcams/search.php. A newer call aborts the one still running (spec §7: abortable), so a
 * quick change of filters never shows the cams of the filters before. A failure is only logged
 * (spec §8) and shows no tiles.
 */
export async function getCams(
  f: CamFilters,
  signal?: AbortSignal,
): Promise<{ cams: Cam[]; resell: boolean }> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  signal?.addEventListener('abort', () => controller.abort());
  const query = { gender: f.gender ?? ('' as const), min_age: f.min_age, max_age: f.max_age };
  try {
    const res = await call(xcamsApi.searchCams, { query }, { signal: controller.signal });
    return { cams: Object.values(res.cams), resell: res.resell };
  } catch (err) {
    if (controller.signal.aborted) throw err;
    console.error('webcam search failed', err);
    return { cams: [], resell: false };
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** The cams for these filters; the search page asks for them, and its first load ahead of it. */
export function camsQueryOptions(filters: CamFilters | null) {
  return queryOptions({
    queryKey: camKeys.list(filters),
    queryFn: ({ signal }) => getCams(filters as CamFilters, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useCams(filters: CamFilters | null, enabled: boolean) {
  return useQuery({ ...camsQueryOptions(filters), enabled: enabled && filters !== null });
}
