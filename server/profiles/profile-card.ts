import type { Profile } from '@common/api/profile';
import { ageOn, todayUtc } from '@common/rules/age-range';
import { classifiedForShow, nudityHidden } from '@common/rules/nudity';
import { images, profiles, sites } from '@server/db/schema';
import { getTableColumns } from 'drizzle-orm';
import { presenceStateSql } from './presence-sql';

/*
 * The profile card of spec §3, selected once and presented once. Every query that shows a profile
 * (session record, search, likes, member page, chat) selects PROFILE_CARD_SQL as one JSON column
 * and hands it to presentProfile with the viewer. The JSON keys are the drizzle schema's property
 * names and the SQL uses the schema's column names, so renaming a column follows (or fails the
 * typecheck) instead of failing a request.
 */

type ProfileRow = typeof profiles.$inferSelect;
type ImageRow = typeof images.$inferSelect;

const CARD_FIELDS = [
  'id',
  'name',
  'type',
  'gender',
  'birthDate',
  'country',
  'regionId',
  'city',
  'language',
  'personal',
  'lastSignupStep',
] as const satisfies readonly (keyof ProfileRow)[];
const IMAGE_FIELDS = [
  'id',
  'thumbKey',
  'status',
  'isMain',
  'nudity',
  'classifyState',
  'nudityByModerator',
] as const satisfies readonly (keyof ImageRow)[];

export type CardImage = Pick<ImageRow, (typeof IMAGE_FIELDS)[number]>;
/** Every image of the profile, main first; presentProfile decides which ones a viewer sees. */
export type ProfileCardRow = Pick<ProfileRow, (typeof CARD_FIELDS)[number]> & {
  images: CardImage[];
  /** "online now" / "active today" from the presence table (decision 019d). */
  presence: 'online' | 'today' | null;
  /** The profile's site shows photos before the nudity model has classified them (issue 27). */
  classificationOff: boolean;
};

const pairs = (alias: string, fields: readonly string[], columns: Record<string, { name: string }>) =>
  fields.map((f) => `'${f}', ${alias}."${columns[f]?.name}"`).join(', ');

/**
 * One JSON object per profile `p` (alias required): `select ${PROFILE_CARD_SQL} as card from
 * profiles p …`. Plain text, so prepared statements (search, session record) can embed it.
 */
export const PROFILE_CARD_SQL = `json_build_object(${pairs('p', CARD_FIELDS, getTableColumns(profiles))},
  'images', coalesce((select json_agg(json_build_object(${pairs('i', IMAGE_FIELDS, getTableColumns(images))})
                                      order by i."${images.isMain.name}" desc, i."${images.id.name}")
                      from images i where i."${images.profileId.name}" = p."${profiles.id.name}"), '[]'),
  'presence', ${presenceStateSql(`p."${profiles.userId.name}"`)},
  'classificationOff', coalesce((select s."${sites.config.name}"->>'photo_classification' = 'off'
                                 from sites s where s."${sites.key.name}" = p."${profiles.siteKey.name}"), false))`;

/**
 * Who looks at the card: a guest (profileId null) or a member's profile, with premium read fresh
 * (common/rules/premium.ts), because who liked you is a premium advantage (decision 010a), and
 * whether they hide nudity (their choice or the site's default, hideNudityOfSql; ignored for guests,
 * who never see a flagged photo).
 */
export type Viewer = { profileId: number | null; premium: boolean; hideNudity: boolean };

/** The viewer's relation to the card's profile; guests and the owner have none. */
export type LikeFlags = { didLike: boolean; likedBy: boolean; likeNew: boolean };
export const NO_LIKES: LikeFlags = { didLike: false, likedBy: false, likeNew: false };

/**
 * A photo the viewer must not see (common/rules/nudity.ts) keeps its place but loses its key: the
 * web draws the "hidden photo" state, and the media route refuses the file to that viewer too.
 */
function presentImage(card: ProfileCardRow, image: CardImage, viewer: Viewer) {
  const hidden = nudityHidden(
    { nudity: image.nudity, profileId: card.id },
    viewer.profileId === null
      ? { kind: 'guest' }
      : { kind: 'member', profileId: viewer.profileId, hideNudity: viewer.hideNudity },
  );
  return hidden
    ? { thumb_filename: '', status: image.status, hidden: true as const }
    : { thumb_filename: image.thumbKey, status: image.status };
}

/**
 * The one presenter of the card. The owner sees their pending images too (never rejected ones)
 * and their own signup state; every other viewer sees only active images (an unmoderated photo is
 * not public, issue 16 defect 4) the nudity model has classified where the site requires it, and flagged nudity per presentImage. Whether this profile liked the viewer is shown to premium
 * viewers, or when the like is mutual (the viewer already knows), as in the likes list (010a).
 */
export function presentProfile(card: ProfileCardRow, viewer: Viewer, likes: LikeFlags = NO_LIKES): Profile {
  const own = viewer.profileId !== null && viewer.profileId === card.id;
  const shown = card.images.filter((i) =>
    own ? i.status !== 'rejected' : i.status === 'active' && classifiedForShow(i, card.classificationOff),
  );
  const main = shown.find((i) => i.isMain);
  const flags = own ? NO_LIKES : likes;
  const likerRevealed = viewer.premium || flags.didLike;
  return {
    id: card.id,
    name: card.name,
    type: card.type,
    gender: card.gender,
    // Others get the age only: the exact birth date is personal data they do not need.
    date_of_birth: own ? card.birthDate : null,
    age: card.birthDate ? ageOn(card.birthDate, todayUtc()) : null,
    country: card.country,
    countryregion: card.regionId,
    city: card.city,
    language: card.language,
    main_image: main ? presentImage(card, main, viewer) : null,
    images: shown.map((i) => ({ id: i.id, ...presentImage(card, i, viewer) })),
    personal: card.personal,
    like_new: likerRevealed && flags.likeNew,
    did_like_profile: flags.didLike,
    liked_by_profile: likerRevealed && flags.likedBy,
    lastSignupStep: own ? card.lastSignupStep : false,
    presence: card.presence ?? null,
  };
}
