import type { Profile } from '@common/api/profile';
import { isPremium } from '@common/rules/premium';
import { TtlCache } from '@server/cache/ttl-cache';
import { type Db, executePrepared } from '@server/db/client';
import { bigintArray } from '@server/db/text-array';
import { PROFILE_CARD_SQL, type ProfileCardRow, presentProfile } from '@server/profiles/profile-card';
import { sql } from 'drizzle-orm';
import type { ViewerSocial, ViewerSocialCache } from './viewer-social';

type Card = ProfileCardRow;

/**
 * The profiles of a result page, built for speed (decision 010): the card every viewer shares
 * (name, photos, place) is cached per profile id for the search cache's lifetime and presented
 * per viewer by presentProfile; the viewer's own part (like flags, blocks, premium) comes from
 * the viewer's entry in `social`, which every like, block and premium change invalidates
 * (decision 019b). A cached page then needs no query at all, for members as for guests.
 */
export function createResultProfiles(db: Db, ttlMs: number, social: ViewerSocialCache) {
  const cards = new TtlCache<Card | null>(ttlMs, 50_000, true);

  async function loadCards(siteKey: string, ids: number[]): Promise<Map<number, Card>> {
    const missing: number[] = [];
    const pending = new Map<number, Promise<Card | null>>();
    let resolveBatch: (rows: Map<number, Card>) => void = () => {};
    let rejectBatch: (err: unknown) => void = () => {};
    const batch = new Promise<Map<number, Card>>((res, rej) => {
      resolveBatch = res;
      rejectBatch = rej;
    });
    for (const id of ids) {
      pending.set(
        id,
        cards.get(`${siteKey}|${id}`, () => {
          missing.push(id);
          return batch.then((rows) => rows.get(id) ?? null);
        }),
      );
    }
    if (missing.length > 0) queryCards(siteKey, missing).then(resolveBatch, rejectBatch);
    else resolveBatch(new Map());
    const out = new Map<number, Card>();
    for (const [id, p] of pending) {
      const card = await p;
      if (card) out.set(id, card);
    }
    return out;
  }

  async function queryCards(siteKey: string, ids: number[]): Promise<Map<number, Card>> {
    const res = await executePrepared<{ card: Card }>(
      db,
      'search_result_cards',
      sql`select ${sql.raw(PROFILE_CARD_SQL)} as card from profiles p
          where p.id = any(${bigintArray(ids)}) and p.site_key = ${siteKey} and not p.deleted`,
    );
    return new Map(res.rows.map((r) => [r.card.id, r.card]));
  }

  return {
    /** Cards in the order of `ids`, without blocked pairs and deleted or other-site profiles. */
    async load(
      siteKey: string,
      viewer: { profileId: number; userId: number } | null,
      ids: number[],
      hideNudity: boolean,
    ): Promise<Profile[]> {
      if (ids.length === 0) return [];
      const [byId, s] = await Promise.all([
        loadCards(siteKey, ids),
        viewer ? social.get(viewer.profileId, viewer.userId) : Promise.resolve<ViewerSocial | null>(null),
      ]);
      const premium = isPremium(s?.premiumUntil);
      const out: Profile[] = [];
      for (const id of ids) {
        const card = byId.get(id);
        if (!card || s?.blocked.has(id)) continue;
        const seen = s?.likedBy.get(id);
        out.push(
          presentProfile(
            card,
            { profileId: viewer?.profileId ?? null, premium, hideNudity },
            s
              ? { didLike: s.liked.has(id), likedBy: seen !== undefined, likeNew: seen === false }
              : undefined,
          ),
        );
      }
      return out;
    },
  };
}
