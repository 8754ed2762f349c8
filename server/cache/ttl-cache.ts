/**
 * A small in-process cache of promises with a time to live. Concurrent misses for one key share
 * the same promise (50 connections asking for one page run one query), failures are not kept,
 * and the oldest entries go first when it is full. With `staleWhileRevalidate`, an expired entry
 * is still answered while one refresh runs in the background, so requests never queue behind
 * the refreshes of many keys that expire together.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T>; refreshing: boolean }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly staleWhileRevalidate = false,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (hit && this.staleWhileRevalidate && now - hit.at < this.ttlMs * 6) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const fresh = load();
        fresh.then(
          () => this.entries.set(key, { at: Date.now(), value: fresh, refreshing: false }),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { at: now, value, refreshing: false });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
