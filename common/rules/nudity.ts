/**
 * Who sees a photo flagged as nudity (issue 27, decision 027c). One rule for every place a photo
 * is presented (the profile presenter on the server, the media route) so they never disagree:
 * the owner always sees their own photo; a guest never sees a flagged one (public pages, landers,
 * server-rendered pages); a member sees it unless they chose to hide nudity (or kept a site
 * default that hides it). Unclassified photos (flag null) are not nudity here: whether a photo
 * may be shown before it is classified is the photos feature's own rule, combined with this one.
 */
export type NudityViewer = { kind: 'guest' } | { kind: 'member'; profileId: number; hideNudity: boolean };

export function nudityHidden(
  image: { nudity: boolean | null; profileId: number },
  viewer: NudityViewer,
): boolean {
  if (image.nudity !== true) return false;
  if (viewer.kind === 'guest') return true;
  if (viewer.profileId === image.profileId) return false;
  return viewer.hideNudity;
}

/**
 * The member's choice for one search (spec §7 `hideNudity`): the query's flag when sent, else
 * their stored choice. A guest cannot ask to see nudity.
 */
export function searchHidesNudity(queryFlag: boolean | undefined, stored: boolean): boolean {
  return queryFlag ?? stored;
}

/**
 * Whether an approved photo may be shown to others as far as classification goes (issue 27,
 * decision 027b): classified by the model or decided by a moderator, or on a site whose
 * `photo_classification` is 'off'. A photo still waiting for the model, or one it could not read,
 * is never shown unclassified on a site that requires classification. The SQL form is the photos
 * feature's `showablePhotoSql`; the two say the same.
 */
export function classifiedForShow(
  image: { classifyState: 'pending' | 'done' | 'failed'; nudityByModerator: boolean },
  classificationOff: boolean,
): boolean {
  return classificationOff || image.classifyState === 'done' || image.nudityByModerator;
}
