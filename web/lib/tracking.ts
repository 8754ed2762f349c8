import type { Tracking } from '@common/api/user';
import { COOKIE_MAX_AGE_S } from '@common/limits';
import { mergeTracking, trackingFromQuery, withoutTracking } from '@common/rules/tracking';
import { readLocal, writeLocal } from '@web/lib/storage';

const KEY = 'network';

/**
 * Stores the tracking parameters of the landing address (the 'network' record of spec §3) and
 * then removes them from the address bar; they travel with the signup later.
 */
export function captureTracking(): void {
  const url = new URL(window.location.href);
  const found = trackingFromQuery(url.searchParams);
  if (!found) return;
  writeLocal(KEY, mergeTracking(readTracking(), found), COOKIE_MAX_AGE_S * 1000);
  const rest = withoutTracking(url.searchParams).toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${url.pathname}${rest ? `?${rest}` : ''}${url.hash}`,
  );
}

export function readTracking(): Tracking | null {
  return readLocal<Tracking>(KEY);
}

/**
 * The visitor's traffic source (spec §6, logged-out search): the `trafficsource` parameter, or the
 * `network` one. captureTracking takes `network` out of the address before the router runs, so a
 * `network` that has been captured counts from the stored tracking record.
 */
export function trafficSource(params: URLSearchParams): string | null {
  return params.get('trafficsource') ?? params.get('network') ?? readTracking()?.network ?? null;
}
