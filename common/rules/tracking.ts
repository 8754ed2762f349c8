import type { Tracking } from '@common/api/user';

/** Tracking parameters of spec §2; they are stored and then removed from the address bar. */
const MAIN = ['network', 'ref', 'sub1', 'sub2', 'sub3', 'cpc'] as const;
/** `sub` is the older name of sub1; the aff_sub family comes from affiliate networks. */
const AFF_SUB = /^aff_sub\d?$/;

export function isTrackingParam(name: string): boolean {
  return (MAIN as readonly string[]).includes(name) || name === 'sub' || AFF_SUB.test(name);
}

/** The tracking record in a query string, or null when it carries none. */
export function trackingFromQuery(params: URLSearchParams): Tracking | null {
  const out: Tracking = {};
  const extra: Record<string, string> = {};
  let any = false;
  for (const [name, raw] of params) {
    const value = raw.trim().slice(0, 200);
    if (!value || !isTrackingParam(name)) continue;
    any = true;
    if (name === 'sub') out.sub1 ??= value;
    else if (name === 'cpc') out.cpc = value.slice(0, 50);
    else if (name === 'network') out.network = value.slice(0, 100);
    else if ((MAIN as readonly string[]).includes(name))
      out[name as 'ref' | 'sub1' | 'sub2' | 'sub3'] = value;
    else extra[name] = value;
  }
  if (!any) return null;
  if (Object.keys(extra).length > 0) out.extra = extra;
  return out;
}

/** The same query string without any tracking parameter. */
export function withoutTracking(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) if (!isTrackingParam(name)) out.append(name, value);
  return out;
}

/** A newer visit's record replaces an older one only where it says something. */
export function mergeTracking(older: Tracking | null, newer: Tracking | null): Tracking | null {
  if (!older) return newer;
  if (!newer) return older;
  return { ...older, ...newer, extra: { ...older.extra, ...newer.extra } };
}
