import { type Db, executePrepared } from '@server/db/client';
import { tooManyRequests } from '@server/errors';
import { RATE_LIMITS, type RateLimitName } from '@server/limits';
import { sql } from 'drizzle-orm';

/** Who a limit counts: a user id, an IP, or a composite such as `site:email:ip`. */
type Subject = string | number;

/** Every method takes a limit's name from RATE_LIMITS (server/limits.ts) and the subject counted. */
export type RateLimiter = {
  /** Counts one hit; throws a 429 AppError when the window already holds `max` hits. */
  hit(name: RateLimitName, subject: Subject): Promise<void>;
  /** Throws a 429 when the subject already holds `max` hits in its window; counts nothing. */
  check(name: RateLimitName, subject: Subject): Promise<void>;
  /** Counts one hit without throwing. */
  record(name: RateLimitName, subject: Subject): Promise<void>;
  reset(name: RateLimitName, subject: Subject): Promise<void>;
};

const keyOf = (name: RateLimitName, subject: Subject) => `${name}:${subject}`;

/**
 * Fixed-window counters in PostgreSQL so every server process shares them. One statement
 * per hit: the upsert starts a new window when the old one has passed.
 */
export function createRateLimiter(db: Db): RateLimiter {
  async function count(key: string, windowS: number): Promise<{ hits: number; retryAfter: number }> {
    const res = await executePrepared<{ hits: number; retry_after: number }>(
      db,
      'rate_limit_hit',
      sql`
      insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start < now() - make_interval(secs => ${windowS})
                    then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowS})
                    then now() else rate_limits.window_start end
      returning hits,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now()))))::int
          as retry_after`,
    );
    const row = res.rows[0];
    return { hits: Number(row?.hits ?? 1), retryAfter: Number(row?.retry_after ?? windowS) };
  }
  return {
    async hit(name, subject) {
      const { max, windowS } = RATE_LIMITS[name];
      const { hits, retryAfter } = await count(keyOf(name, subject), windowS);
      if (hits > max) throw tooManyRequests(retryAfter);
    },
    async check(name, subject) {
      const { max, windowS } = RATE_LIMITS[name];
      const key = keyOf(name, subject);
      const res = await db.execute<{ hits: number; retry_after: number }>(sql`
        select hits,
          greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now()))))::int
            as retry_after
        from rate_limits
        where key = ${key} and window_start >= now() - make_interval(secs => ${windowS})`);
      const row = res.rows[0];
      if (row && Number(row.hits) >= max) throw tooManyRequests(Number(row.retry_after));
    },
    async record(name, subject) {
      await count(keyOf(name, subject), RATE_LIMITS[name].windowS);
    },
    async reset(name, subject) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(name, subject)}`);
    },
  };
}
