import type { Profile } from '@common/api/profile';
import { isPremium } from '@common/rules/premium';
import { TtlCache } from '@server/cache/ttl-cache';
import type { Db } from '@server/db/client';
import { PROFILE_CARD_SQL, type ProfileCardRow, presentProfile } from '@server/profiles/profile-card';

type Card = ProfileCardRow;
type FlagRow = {
  id: number;
  did_like: boolean;
  liked_by: boolean;
  like_new: boolean;
  blocked: boolean;
  viewer_premium_until: Date | null;
};

/**
 * The profiles of a result page, built for speed (decision 010): the card every viewer shares
 * (name, photos, place) is cached per profile id for the search cache's lifetime and presented
 * per viewer by presentProfile; the viewer's own part (like flags, blocks) comes fresh from one prepared statement per request.
 * Guests need no query at all once the cards are cached.
 */
export function createResultProfiles(db: Db, ttlMs: number) {
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
    const res = await db.$client.query<{ card: Card }>({
      name: 'search_result_cards',
      text: `select ${PROFILE_CARD_SQL} as card from profiles p
             where p.id = any($1::bigint[]) and p.site_key = $2 and not p.deleted`,
      values: [ids, siteKey],
    });
    return new Map(res.rows.map((r) => [r.card.id, r.card]));
  }

  async function flags(viewer: number, ids: number[]): Promise<Map<number, FlagRow>> {
    const res = await db.$client.query<FlagRow>({
      name: 'search_result_flags',
      text: `select x.id,
                    exists(select 1 from likes l where l.liker_profile_id = $1 and l.liked_profile_id = x.id) as did_like,
                    lb.seen is not null as liked_by, coalesce(not lb.seen, false) as like_new,
                    exists(select 1 from blocks b
                           where (b.blocker_profile_id = $1 and b.blocked_profile_id = x.id)
                              or (b.blocker_profile_id = x.id and b.blocked_profile_id = $1)) as blocked,
                    (select u.premium_until from profiles vp join users u on u.id = vp.user_id
                      where vp.id = $1) as viewer_premium_until
             from unnest($2::bigint[]) as x(id)
             left join likes lb on lb.liker_profile_id = x.id and lb.liked_profile_id = $1`,
      values: [viewer, ids],
    });
    return new Map(res.rows.map((r) => [Number(r.id), r]));
  }

  return {
    /** Cards in the order of `ids`, without blocked pairs and deleted or other-site profiles. */
    async load(siteKey: string, viewer: number | null, ids: number[]): Promise<Profile[]> {
      if (ids.length === 0) return [];
      const [byId, f] = await Promise.all([
        loadCards(siteKey, ids),
        viewer ? flags(viewer, ids) : Promise.resolve(new Map<number, FlagRow>()),
      ]);
      const out: Profile[] = [];
      for (const id of ids) {
        const card = byId.get(id);
        const fl = f.get(id);
        if (!card || fl?.blocked) continue;
        out.push(
          presentProfile(
            card,
            { profileId: viewer, premium: isPremium(fl?.viewer_premium_until) },
            fl ? { didLike: fl.did_like, likedBy: fl.liked_by, likeNew: fl.like_new } : undefined,
          ),
        );
      }
      return out;
    },
  };
}
