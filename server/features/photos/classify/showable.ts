import type { SiteConfig } from '@common/api/settings';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule for whether a photo may be shown as far as classification goes (issue 27):
 * approved (`status = 'active'`), and on a site that requires classification, classified by the
 * model or decided by a moderator, so a photo still `pending` (model not loaded, queue behind)
 * or `failed` (unreadable, waiting for a moderator) is never shown unclassified. Who may see a
 * flagged photo (hideNudity, guests, blur) is a further rule on `nudity` for the callers.
 * `alias` is the images table's alias in the caller's query. */
export function showablePhotoSql(site: Pick<SiteConfig, 'photo_classification'>, alias = 'i'): SQL {
  const i = sql.identifier(alias);
  if (site.photo_classification === 'off') return sql`${i}.status = 'active'`;
  return sql`(${i}.status = 'active' and (${i}.classify_state = 'done' or ${i}.nudity_by_moderator))`;
}
