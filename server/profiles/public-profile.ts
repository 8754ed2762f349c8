import type { Profile } from '@common/api/profile';
import { isPremium } from '@common/rules/premium';
import type { Db, Tx } from '@server/db/client';
import { bigintArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';
import { hideNudityOfSql } from './hide-nudity-sql';
import { PROFILE_CARD_SQL, type ProfileCardRow, presentProfile } from './profile-card';

/** The viewing member's nudity choice (their own, else their site's default), as SQL text. */
const VIEWER_HIDES_NUDITY_SQL = hideNudityOfSql('u');

type Row = {
  card: ProfileCardRow;
  did_like: boolean;
  liked_by: boolean;
  like_new: boolean;
  viewer_premium_until: Date | null;
  viewer_hide_nudity: boolean | null;
};

/**
 * Profiles of other members as one viewer sees them (spec §3 Profile), with the like flags
 * relative to the viewer and the viewer's premium and nudity choice read fresh, presented by
 * presentProfile. Blocked pairs, deleted profiles and other sites are left out. Order follows `ids`.
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
    select ${sql.raw(PROFILE_CARD_SQL)} as card,
           exists(select 1 from likes l where l.liker_profile_id = ${viewer} and l.liked_profile_id = p.id) as did_like,
           exists(select 1 from likes l where l.liker_profile_id = p.id and l.liked_profile_id = ${viewer}) as liked_by,
           exists(select 1 from likes l where l.liker_profile_id = p.id and l.liked_profile_id = ${viewer}
                  and not l.seen) as like_new,
           (select u.premium_until from profiles vp join users u on u.id = vp.user_id
             where vp.id = ${viewer}) as viewer_premium_until,
           (select ${sql.raw(VIEWER_HIDES_NUDITY_SQL)} from profiles vp join users u on u.id = vp.user_id
             where vp.id = ${viewer}) as viewer_hide_nudity
    from profiles p
    where p.id = any(${bigintArray(ids)})
      and p.site_key = ${siteKey} and not p.deleted
      and not exists (select 1 from blocks b
                      where (b.blocker_profile_id = ${viewer} and b.blocked_profile_id = p.id)
                         or (b.blocker_profile_id = p.id and b.blocked_profile_id = ${viewer}))`);
  const byId = new Map(
    res.rows.map((r) => [
      r.card.id,
      presentProfile(
        r.card,
        {
          profileId: viewerProfileId,
          premium: isPremium(r.viewer_premium_until),
          hideNudity: r.viewer_hide_nudity ?? true,
        },
        { didLike: r.did_like, likedBy: r.liked_by, likeNew: r.like_new },
      ),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((p): p is Profile => p !== undefined);
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

/** What a conversation shows of a member who deleted their account: nothing but the id. */
export function deletedMemberProfile(id: number): Profile {
  return {
    id,
    name: '',
    type: 'real',
    gender: null,
    date_of_birth: null,
    age: null,
    country: null,
    countryregion: null,
    city: null,
    language: null,
    main_image: null,
    images: [],
    personal: {},
    like_new: false,
    did_like_profile: false,
    liked_by_profile: false,
    lastSignupStep: false,
    deleted: true,
  };
}

/** Which of these profiles are deleted members' (their conversations stay readable). */
export async function deletedProfileIds(db: Db | Tx, siteKey: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const res = await db.execute<{ id: number }>(sql`
    select id from profiles
    where id = any(${bigintArray(ids)})
      and site_key = ${siteKey} and deleted`);
  return new Set(res.rows.map((r) => Number(r.id)));
}
