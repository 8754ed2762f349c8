import type { PgListener } from './pg-listener';
import type { SessionUserRecord } from './session-store';

type Entry = { rec: SessionUserRecord; until: number; refreshing?: boolean };
type Flight = { rec: Promise<SessionUserRecord | null>; startedAt: number };

/**
 * Remembers, for a few seconds, what a session token resolved to: the member and the record
 * GET /api/user.php answers. Every API call resolves the session, and one page fires several
 * calls at once, so this takes a database round trip off most requests.
 *
 * It is only safe because invalidation is complete: triggers on users, sessions, profiles and
 * images NOTIFY `user_changed` after commit (migration 0004; a users update that moves only the
 * credit balance, which is not cached, says nothing since 0013) and every process drops that
 * member's entries. A lost LISTEN connection clears the whole cache. Without a listener the
 * cache is off (ttl 0).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** When each member was last invalidated, so a lookup that raced an invalidation is not kept. */
  private readonly evictedAt = new Map<number, number>();
  private clearedAt = 0;
  /** When anything was last invalidated: a lookup in flight since before then is not shared. */
  private lastEvictionAt = 0;
  private readonly inFlight = new Map<string, Flight>();
  private readonly evictListeners: ((userId: number) => void)[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  attach(listener: PgListener): void {
    listener.on('user_changed', (payload) => this.evictUser(Number(payload)));
    listener.onReconnect(() => this.clear());
  }

  get(tokenKey: string): SessionUserRecord | null {
    const e = this.entries.get(tokenKey);
    if (!e) return null;
    if (e.until < Date.now()) {
      this.delete(tokenKey, e.rec.id);
      return null;
    }
    return e.rec;
  }

  /**
   * The record behind a token: from the cache, else from `load` (the database). Concurrent
   * misses of one token share one load, unless an invalidation came after it started. An entry
   * past its TTL is still answered while one background load refreshes it: nothing invalidated
   * it (an invalidation deletes the entry), so it is as true as a fresh one, and requests never
   * queue behind a refresh the moment a busy member's entry expires. Kept up to five TTLs.
   */
  lookup(tokenKey: string, load: () => Promise<SessionUserRecord | null>): Promise<SessionUserRecord | null> {
    const e = this.entries.get(tokenKey);
    const now = Date.now();
    if (e && e.until >= now) return Promise.resolve(e.rec);
    if (e && now - e.until < this.ttlMs * 5) {
      if (!e.refreshing) {
        e.refreshing = true;
        this.fill(tokenKey, load).catch(() => {
          e.refreshing = false;
        });
      }
      return Promise.resolve(e.rec);
    }
    const flight = this.inFlight.get(tokenKey);
    if (flight && flight.startedAt > this.lastEvictionAt) return flight.rec;
    const started = this.begin();
    const rec = this.fill(tokenKey, load, started);
    this.inFlight.set(tokenKey, { rec, startedAt: started });
    const done = () => {
      if (this.inFlight.get(tokenKey)?.rec === rec) this.inFlight.delete(tokenKey);
    };
    rec.then(done, done);
    return rec;
  }

  private async fill(
    tokenKey: string,
    load: () => Promise<SessionUserRecord | null>,
    startedAt = this.begin(),
  ): Promise<SessionUserRecord | null> {
    const rec = await load();
    if (!rec) {
      this.evictToken(tokenKey);
      return null;
    }
    this.set(tokenKey, rec, startedAt);
    return rec;
  }

  /** Call before reading the database; pass the answer to set(). */
  begin(): number {
    return performance.now();
  }

  set(tokenKey: string, rec: SessionUserRecord, startedAt: number): void {
    if (!this.enabled) return;
    if (Math.max(this.evictedAt.get(rec.id) ?? 0, this.clearedAt) >= startedAt) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest, this.entries.get(oldest)?.rec.id ?? 0);
    }
    this.entries.set(tokenKey, { rec, until: Date.now() + this.ttlMs });
    let keys = this.byUser.get(rec.id);
    if (!keys) {
      keys = new Set();
      this.byUser.set(rec.id, keys);
    }
    keys.add(tokenKey);
  }

  evictToken(tokenKey: string): void {
    this.lastEvictionAt = performance.now();
    const e = this.entries.get(tokenKey);
    if (e) this.delete(tokenKey, e.rec.id);
  }

  /**
   * Calls back on every eviction of a member (their NOTIFY, or their own write in this process),
   * for caches of other per-member state that must follow the same rule.
   */
  onEvictUser(listener: (userId: number) => void): void {
    this.evictListeners.push(listener);
  }

  evictUser(userId: number): void {
    this.lastEvictionAt = performance.now();
    for (const l of this.evictListeners) l(userId);
    for (const key of this.byUser.get(userId) ?? []) this.entries.delete(key);
    this.byUser.delete(userId);
    if (!this.enabled) return;
    if (this.evictedAt.size > 10_000) {
      // Older marks no longer matter: no lookup runs for longer than a TTL.
      const horizon = performance.now() - this.ttlMs;
      for (const [id, at] of this.evictedAt) if (at < horizon) this.evictedAt.delete(id);
    }
    this.evictedAt.set(userId, performance.now());
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
    this.evictedAt.clear();
    this.clearedAt = performance.now();
    this.lastEvictionAt = this.clearedAt;
  }

  private delete(tokenKey: string, userId: number): void {
    this.entries.delete(tokenKey);
    const keys = this.byUser.get(userId);
    keys?.delete(tokenKey);
    if (keys && keys.size === 0) this.byUser.delete(userId);
  }
}
