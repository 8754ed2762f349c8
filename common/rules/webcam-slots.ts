import { SEARCH_PAGE_SIZE, WEBCAM_MIN_DAYS_SINCE_SIGNUP } from '@common/limits';
import { isPremium } from './premium';

/** Within every run of 12 profiles: a cam tile at index 1 and a resell ad at index 5 (spec §6). */
export const CAM_TILE_INDEX = 1;
export const RESELL_TILE_INDEX = 5;
export const TILE_RUN = SEARCH_PAGE_SIZE;

export type ResellKind = 'cams' | 'camads';

/**
 * Spec §6: tiles only for logged-in, non-paid, non-premium members who signed up more than
 * 4 days ago, on sites whose `member_resell` includes cams or camads.
 */
export function webcamTilesAllowed(opts: {
  loggedIn: boolean;
  paidUser: boolean;
  premiumUntil?: string | Date | null;
  signupDate: string | Date | null;
  memberResell: readonly ResellKind[];
  now?: Date;
}): boolean {
  const now = opts.now ?? new Date();
  if (!opts.loggedIn || opts.paidUser || isPremium(opts.premiumUntil, now)) return false;
  if (!opts.memberResell.includes('cams') && !opts.memberResell.includes('camads')) return false;
  if (!opts.signupDate) return false;
  const signup = new Date(opts.signupDate).getTime();
  if (Number.isNaN(signup)) return false;
  return now.getTime() - signup > WEBCAM_MIN_DAYS_SINCE_SIGNUP * 24 * 3600 * 1000;
}

export type GridItem<P, C> =
  | { kind: 'profile'; profile: P }
  | { kind: 'cam'; cam: C; key: string }
  | { kind: 'resell'; key: string };

/**
 * The grid of a result list with the tiles placed: for each run of 12 profiles, the item at
 * index 1 of the run is a cam (when a cam is available; cams are used in turn) and the item at
 * index 5 is a resell ad (when `camads` is on). Runs that end before an index get no tile there.
 */
export function placeTiles<P, C>(
  profiles: readonly P[],
  opts: { cams: readonly C[]; showCams: boolean; showResell: boolean },
): GridItem<P, C>[] {
  const out: GridItem<P, C>[] = [];
  let camIndex = 0;
  for (let start = 0; start < profiles.length; start += TILE_RUN) {
    const run = profiles.slice(start, start + TILE_RUN);
    const runNo = start / TILE_RUN;
    const items: GridItem<P, C>[] = run.map((profile) => ({ kind: 'profile', profile }));
    const cam = opts.cams.length > 0 ? opts.cams[camIndex % opts.cams.length] : undefined;
    if (opts.showCams && cam !== undefined && items.length >= CAM_TILE_INDEX) {
      items.splice(CAM_TILE_INDEX, 0, { kind: 'cam', cam, key: `cam-${runNo}` });
      camIndex += 1;
    }
    if (opts.showResell && items.length >= RESELL_TILE_INDEX) {
      items.splice(RESELL_TILE_INDEX, 0, { kind: 'resell', key: `resell-${runNo}` });
    }
    out.push(...items);
  }
  return out;
}
