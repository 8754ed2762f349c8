import { type SQL, sql } from 'drizzle-orm';

/**
 * A text[] parameter for `= any(...)`: drizzle's sql template spreads a JS array into a list of
 * parameters, so the array goes as one array literal (each element quoted, quotes removed).
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replaceAll('"', '').replaceAll('\\', '')}"`).join(',')}}`}::text[]`;
}
