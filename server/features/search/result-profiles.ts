import type { Profile } from '../../../common/api/profile';
import { TtlCache } from '../../cache/ttl-cache';
import type { Db } from '../../db/client';
import { type PublicCard, type PublicProfileColumns, toPublicCard } from '../../profiles/public-profile';

type Card = PublicCard;
type CardRow = PublicProfileColumns;
type FlagRow = { id: number; did_like: boolean; liked_by: boolean; like_new: boolean; blocked: boolean };

/**
 * The profiles of a result page, built for speed (decision 010): the part every viewer sees
 * alike (name, photos, place) is cached per profile id for the search cache's lifetime; the
 * viewer's own part (like flags, blocks) comes fresh from one prepared statement per request.
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
    const res = await db.$client.query<CardRow>({
      name: 'search_result_cards',
      text: `select p.id, p.name, p.type, p.gender, p.birth_date, p.country, p.region_id, p.city, p.language,
                    p.personal, mi.thumb_key as main_thumb, mi.status as main_status,
                    coalesce((select json_agg(json_build_object('id', i.id, 'thumb_key', i.thumb_key,
                                                               'status', i.status) order by i.is_main desc, i.id)
                              from images i where i.profile_id = p.id and i.status = 'active'), '[]') as images
             from profiles p left join images mi on mi.profile_id = p.id and mi.is_main
             where p.id = any($1::bigint[]) and p.site_key = $2 and not p.deleted`,
      values: [ids, siteKey],
    });
    return new Map(res.rows.map((r) => [Number(r.id), toPublicCard(r)]));
  }

  async function flags(viewer: number, ids: number[]): Promise<Map<number, FlagRow>> {
    const res = await db.$client.query<FlagRow>({
      name: 'search_result_flags',
      text: `select x.id,
                    exists(select 1 from likes l where l.liker_profile_id = $1 and l.liked_profile_id = x.id) as did_like,
                    lb.seen is not null as liked_by, coalesce(not lb.seen, false) as like_new,
                    exists(select 1 from blocks b
                           where (b.blocker_profile_id = $1 and b.blocked_profile_id = x.id)
                              or (b.blocker_profile_id = x.id and b.blocked_profile_id = $1)) as blocked
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
        out.push({
          ...card,
          like_new: fl?.like_new ?? false,
          did_like_profile: fl?.did_like ?? false,
          liked_by_profile: fl?.liked_by ?? false,
        });
      }
      return out;
    },
  };
}
