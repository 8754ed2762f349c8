import { type SQL, sql } from 'drizzle-orm';

/*
 * Arrays go to PostgreSQL as one parameter (decision 024d), for `= any(...)`, `unnest(...)` and
 * array columns. drizzle's sql template spreads a JS array into a list of parameters `($1, $2)`,
 * so the array is wrapped in one `sql.param`: node-postgres sends it as one array value, quoted
 * and escaped by the driver, and the SQL text stays the same whatever the length (a named
 * prepared statement keeps one plan).
 */

export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

export function bigintArray(values: readonly number[]): SQL {
  return sql`${sql.param(values)}::bigint[]`;
}
