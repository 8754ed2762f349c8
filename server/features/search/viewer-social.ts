import { type Db, executePrepared } from '@server/db/client';
import type { PgListener } from '@server/plugins/pg-listener';
import type { SessionCache } from '@server/plugins/session-cache';
import { type SQL, sql } from 'drizzle-orm';

/** What a viewer's result cards depend on beyond the shared card: likes both ways, blocks, premium. */
export type ViewerSocial = {
  /** Profiles the viewer liked. */
  liked: Set<number>;
  /** Profiles that liked the viewer → whether the viewer has seen that like. */
  likedBy: Map<number, boolean>;
  /** Profiles blocked by, or blocking, the viewer. */
  blocked: Set<number>;
  premiumUntil: Date | null;
};

type Row = {
  liked: string[];
  liked_by: string[];
  liked_by_seen: boolean[];
  blocked: string[];
  premium_until: string | null;
};

/** The viewer's likes both ways, blocks and premium in one statement (the bench prints its plan). */
export function viewerSocialSql(profileId: number, userId: number): SQL {
  return sql`select
    array(select liked_profile_id from likes where liker_profile_id = ${profileId}) as liked,
    array(select liker_profile_id from likes where liked_profile_id = ${profileId} order by liker_profile_id) as liked_by,
    array(select seen from likes where liked_profile_id = ${profileId} order by liker_profile_id) as liked_by_seen,
    array(select blocked_profile_id from blocks where blocker_profile_id = ${profileId}
          union select blocker_profile_id from blocks where blocked_profile_id = ${profileId}) as blocked,
    (select premium_until from users where id = ${userId}) as premium_until`;
}

async function loadSocial(db: Db, profileId: number, userId: number): Promise<ViewerSocial> {
  const res = await executePrepared<Row>(db, 'search_viewer_social', viewerSocialSql(profileId, userId));
  const r = res.rows[0];
  const likedBy = new Map<number, boolean>();
  r?.liked_by.forEach((id, i) => {
    likedBy.set(Number(id), r.liked_by_seen[i] === true);
  });
  return {
    liked: new Set(r?.liked.map(Number)),
    likedBy,
    blocked: new Set(r?.blocked.map(Number)),
    premiumUntil: r?.premium_until ? new Date(r.premium_until) : null,
  };
}

/** A bound, not the freshness: every change evicts the entry at once. */
export const SEARCH_SOCIAL_TTL_MS = 60_000;

type Entry = { social: Promise<ViewerSocial>; userId: number; until: number; refreshing?: boolean };

/**
 * The viewer's likes, blocks and premium for search results, kept per viewer so that a cached
 * result page costs no database round trip at all (decision 019b). Safe only because
 * invalidation is complete: triggers on likes and blocks NOTIFY `social_changed` with both
 * profile ids after commit (migration 0013), the users trigger of migration 0004 NOTIFYs
 * `user_changed` (premium), and a lost LISTEN connection clears everything. Without a listener
 * (ttl 0) every request loads afresh.
 */
export class ViewerSocialCache {
  private readonly entries = new Map<number, Entry>();
  private readonly profileOfUser = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /**
   * `sessions` relays `user_changed` (premium) and the member's own writes in this process, so
   * their next search shows their like or block even before its NOTIFY arrives.
   */
  attach(listener: PgListener, sessions: SessionCache): void {
    listener.on('social_changed', (payload) => {
      for (const id of payload.split(',')) this.evictProfile(Number(id));
    });
    sessions.onEvictUser((userId) => this.evictUser(userId));
    listener.onReconnect(() => this.clear());
  }

  get(profileId: number, userId: number): Promise<ViewerSocial> {
    const hit = this.entries.get(profileId);
    if (hit && hit.until > Date.now()) return hit.social;
    if (this.ttlMs <= 0) return loadSocial(this.db, profileId, userId);
    if (hit && !hit.refreshing) {
      // Past its TTL but never invalidated (that deletes it): still true, so answered while one
      // refresh runs. The refresh replaces it only if nothing evicted it in the meantime.
      hit.refreshing = true;
      loadSocial(this.db, profileId, userId).then(
        (social) => {
          if (this.entries.get(profileId) === hit) {
            this.remember(profileId, {
              social: Promise.resolve(social),
              userId,
              until: Date.now() + this.ttlMs,
            });
          }
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    if (hit) return hit.social;
    // The entry is in place before the query starts: an invalidation arriving while it runs
    // removes it, so a load that raced a write is never kept.
    const social = loadSocial(this.db, profileId, userId);
    const entry: Entry = { social, userId, until: Date.now() + this.ttlMs };
    this.remember(profileId, entry);
    social.catch(() => {
      if (this.entries.get(profileId) === entry) this.evictProfile(profileId);
    });
    return social;
  }

  evictUser(userId: number): void {
    const profileId = this.profileOfUser.get(userId);
    if (profileId !== undefined) this.evictProfile(profileId);
  }

  evictProfile(profileId: number): void {
    const e = this.entries.get(profileId);
    if (!e) return;
    this.entries.delete(profileId);
    this.profileOfUser.delete(e.userId);
  }

  clear(): void {
    this.entries.clear();
    this.profileOfUser.clear();
  }

  private remember(profileId: number, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.evictProfile(oldest);
    }
    this.entries.set(profileId, entry);
    this.profileOfUser.set(entry.userId, profileId);
  }
}
