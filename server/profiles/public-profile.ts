import { sql } from 'drizzle-orm';
import type { Profile } from '../../common/api/profile';
import { ageOn, todayUtc } from '../../common/rules/age-range';
import type { Db, Tx } from '../db/client';

/** A profile's columns as every viewer sees them alike (search caches these per profile). */
export type PublicProfileColumns = {
  id: number;
  name: string;
  type: 'real' | 'fictional';
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  country: string | null;
  region_id: number | null;
  city: string | null;
  language: string | null;
  personal: Record<string, string>;
  main_thumb: string | null;
  main_status: 'pending' | 'active' | 'rejected' | null;
  images: { id: number; thumb_key: string; status: 'pending' | 'active' | 'rejected' }[];
};
type Row = PublicProfileColumns & { did_like: boolean; liked_by: boolean; like_new: boolean };

/**
 * Profiles of other members as one viewer sees them (spec §3 Profile), with the like flags
 * relative to the viewer. Other members only ever see active images. Blocked pairs, deleted
 * profiles and other sites are left out. Order follows `ids`.
 */
export async function loadPublicProfiles(
  db: Db | Tx,
  siteKey: string,
  viewerProfileId: number | null,
  ids: number[],
): Promise<Profile[]> {
  if (ids.length === 0) return [];
  const viewer = viewerProfileId ?? 0;
  const res = await db.execute<Row>(sql`
    select p.id, p.name, p.type, p.gender, p.birth_date, p.country, p.region_id, p.city, p.language, p.personal,
           mi.thumb_key as main_thumb, mi.status as main_status,
           coalesce((select json_agg(json_build_object('id', i.id, 'thumb_key', i.thumb_key, 'status', i.status)
                                     order by i.is_main desc, i.id)
                     from images i where i.profile_id = p.id and i.status = 'active'), '[]') as images,
           exists(select 1 from likes l where l.liker_profile_id = ${viewer} and l.liked_profile_id = p.id) as did_like,
           exists(select 1 from likes l where l.liker_profile_id = p.id and l.liked_profile_id = ${viewer}) as liked_by,
           exists(select 1 from likes l where l.liker_profile_id = p.id and l.liked_profile_id = ${viewer}
                  and not l.seen) as like_new
    from profiles p
    left join images mi on mi.profile_id = p.id and mi.is_main
    where p.id = any(${sql.raw(`ARRAY[${ids.map((i) => Number(i)).join(',')}]::bigint[]`)})
      and p.site_key = ${siteKey} and not p.deleted
      and not exists (select 1 from blocks b
                      where (b.blocker_profile_id = ${viewer} and b.blocked_profile_id = p.id)
                         or (b.blocker_profile_id = p.id and b.blocked_profile_id = ${viewer}))`);
  const byId = new Map(res.rows.map((r) => [r.id, toProfile(r)]));
  return ids.map((id) => byId.get(id)).filter((p): p is Profile => p !== undefined);
}

/** The part of a profile every viewer sees alike; search caches exactly this per profile. */
export type PublicCard = Omit<Profile, 'like_new' | 'did_like_profile' | 'liked_by_profile'>;

export function toPublicCard(r: PublicProfileColumns): PublicCard {
  return {
    id: Number(r.id),
    name: r.name,
    type: r.type,
    gender: r.gender,
    // Other viewers get the age only: the exact birth date is personal data they do not need.
    date_of_birth: null,
    age: r.birth_date ? ageOn(r.birth_date, todayUtc()) : null,
    country: r.country,
    countryregion: r.region_id,
    city: r.city,
    language: r.language,
    main_image:
      r.main_thumb && r.main_status ? { thumb_filename: r.main_thumb, status: r.main_status } : null,
    images: r.images.map((i) => ({ id: i.id, thumb_filename: i.thumb_key, status: i.status })),
    personal: r.personal,
    lastSignupStep: false,
  };
}

function toProfile(r: Row): Profile {
  return {
    ...toPublicCard(r),
    like_new: r.like_new,
    did_like_profile: r.did_like,
    liked_by_profile: r.liked_by,
  };
}

/** True when either of the two profiles blocked the other. */
export async function isBlockedEitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from blocks
    where (blocker_profile_id = ${a} and blocked_profile_id = ${b})
       or (blocker_profile_id = ${b} and blocked_profile_id = ${a})
    limit 1`);
  return res.rows.length > 0;
}

/** The profile id of a member (every member has exactly one profile). */
export async function profileIdOfUser(db: Db | Tx, userId: number): Promise<number | null> {
  const res = await db.execute<{ id: number }>(sql`select id from profiles where user_id = ${userId}`);
  return res.rows[0]?.id ?? null;
}
