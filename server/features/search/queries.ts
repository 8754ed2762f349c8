import { type Db, executePrepared } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { type SQL, sql } from 'drizzle-orm';

/** A search as SQL sees it: birth dates are inclusive bounds, null means "any". */
export type SearchSpec = {
  siteKey: string;
  gender: 'male' | 'female' | null;
  bornFrom: string;
  bornTo: string;
  countries: string[] | null;
  region: number;
};

/** Counting stops here; beyond it the planner's estimate is good enough for a result count. */
export const COUNT_CAP = 5000;

/**
 * The WHERE clause of one search shape. Every shape is its own named prepared statement, so
 * PostgreSQL plans each once per connection, and no shape carries "or $n is null" branches that
 * would spoil a generic plan. Newest profiles first (`id desc`) matches the search indexes
 * (profiles_search_idx, profiles_search_country_idx in migration 0008), so a page is an index
 * range scan that stops after offset + limit matching rows.
 */
function shape(spec: SearchSpec): { name: string; where: SQL } {
  const parts = [
    sql`p.site_key = ${spec.siteKey}`,
    sql`not p.deleted`,
    sql`p.birth_date between ${spec.bornFrom} and ${spec.bornTo}`,
  ];
  let name = 's';
  if (spec.gender) {
    parts.push(sql`p.gender = ${spec.gender}`);
    name += 'g';
  }
  if (spec.countries && spec.countries.length === 1) {
    parts.push(sql`p.country = ${spec.countries[0]}`);
    name += 'c';
  } else if (spec.countries) {
    parts.push(sql`p.country = any(${textArray(spec.countries)})`);
    name += 'C';
  }
  if (spec.region > 0) {
    parts.push(sql`p.region_id = ${spec.region}`);
    name += 'r';
  }
  return { name, where: sql.join(parts, sql` and `) };
}

/** Ids of one page of results. */
export async function searchPageIds(
  db: Db,
  spec: SearchSpec,
  limit: number,
  offset: number,
): Promise<number[]> {
  const s = shape(spec);
  const res = await executePrepared<{ id: number }>(
    db,
    `search_page_${s.name}`,
    sql`select p.id from profiles p where ${s.where} order by p.id desc limit ${limit} offset ${offset}`,
  );
  return res.rows.map((r) => Number(r.id));
}

/**
 * Number of results: exact up to COUNT_CAP (an index-only scan that stops there), else the
 * planner's row estimate from the statistics, which costs a plan and no scan.
 */
export async function countResults(db: Db, spec: SearchSpec): Promise<{ count: number; estimated: boolean }> {
  const s = shape(spec);
  const res = await executePrepared<{ n: number }>(
    db,
    `search_count_${s.name}`,
    sql`select count(*)::int as n from (select 1 from profiles p where ${s.where} limit ${COUNT_CAP + 1}) t`,
  );
  const exact = Number(res.rows[0]?.n ?? 0);
  if (exact <= COUNT_CAP) return { count: exact, estimated: false };
  const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from profiles p where ${s.where}`,
  );
  const rows = plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? exact;
  return { count: Math.max(exact, Math.round(rows)), estimated: true };
}

export type SavedFilters = {
  gender: 'male' | 'female' | null;
  min_age: number;
  max_age: number;
  country: string | null;
  countryregion: number;
};

export async function loadSavedFilters(db: Db, userId: number): Promise<SavedFilters | null> {
  const res = await executePrepared<SavedFilters>(
    db,
    'search_filters_load',
    sql`select gender, min_age, max_age, country, countryregion from search_filters where user_id = ${userId}`,
  );
  return res.rows[0] ?? null;
}

/** Writes only when something changed, so repeated identical searches cost no WAL. */
export async function saveFilters(db: Db, userId: number, f: SavedFilters): Promise<void> {
  await executePrepared(
    db,
    'search_filters_save',
    sql`insert into search_filters (user_id, gender, min_age, max_age, country, countryregion)
        values (${userId}, ${f.gender}, ${f.min_age}, ${f.max_age}, ${f.country}, ${f.countryregion})
        on conflict (user_id) do update set
          gender = excluded.gender, min_age = excluded.min_age, max_age = excluded.max_age,
          country = excluded.country, countryregion = excluded.countryregion, updated_at = now()
        where (search_filters.gender, search_filters.min_age, search_filters.max_age,
               search_filters.country, search_filters.countryregion)
              is distinct from (excluded.gender, excluded.min_age, excluded.max_age,
                                excluded.country, excluded.countryregion)`,
  );
}
