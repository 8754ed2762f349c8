import { type Db, executePrepared } from '@server/db/client';
import { tooManyRequests } from '@server/errors';
import { RATE_LIMITS, type RateLimitName } from '@server/limits';
import { type SQL, sql } from 'drizzle-orm';

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
 * The counting upsert of one hit: a fixed window that starts anew once the old one has passed.
 * Returns `hits, retry_after`. A statement of its own, or a CTE of a write that counts its own
 * hit (a chat send: decision 020b); `counted` false counts nothing and returns no row (a caller
 * that counted already), so both cases share one statement text.
 */
export function rateLimitHitSql(name: RateLimitName, subject: Subject, counted: boolean): SQL {
  const { windowS } = RATE_LIMITS[name];
  return sql`
    insert into rate_limits (key, window_start, hits)
    select ${keyOf(name, subject)}::text, now(), 1 where ${counted}::boolean
    on conflict (key) do update set
      hits = case when rate_limits.window_start < now() - make_interval(secs => ${windowS})
                  then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowS})
                  then now() else rate_limits.window_start end
    returning hits,
      greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now()))))::int
        as retry_after`;
}

/**
 * Fixed-window counters in PostgreSQL so every server process shares them. One statement
 * per hit: the upsert starts a new window when the old one has passed.
 */
export function createRateLimiter(db: Db): RateLimiter {
  async function count(name: RateLimitName, subject: Subject): Promise<{ hits: number; retryAfter: number }> {
    const res = await executePrepared<{ hits: number; retry_after: number }>(
      db,
      'rate_limit_hit',
      rateLimitHitSql(name, subject, true),
    );
    const row = res.rows[0];
    const { windowS } = RATE_LIMITS[name];
    return { hits: Number(row?.hits ?? 1), retryAfter: Number(row?.retry_after ?? windowS) };
  }
  return {
    async hit(name, subject) {
      const { max } = RATE_LIMITS[name];
      const { hits, retryAfter } = await count(name, subject);
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
      await count(name, subject);
    },
    async reset(name, subject) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(name, subject)}`);
    },
  };
}
