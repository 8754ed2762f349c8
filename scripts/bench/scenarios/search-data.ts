import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DATA_DIR, ROOT_DIR } from '../paths';

export const BENCH_PROFILES = 1_000_000;
/** The embedded database's password (server/db/embedded.ts); the bench only ever uses data/bench. */
const EMBEDDED_PASSWORD = 'amorio-embedded';

/** The bench app's embedded PostgreSQL: its port is line 4 of postmaster.pid. */
export async function benchDatabaseUrl(): Promise<string> {
  const pid = await readFile(path.join(ROOT_DIR, BENCH_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  if (!(port > 0)) throw new Error('cannot read the bench database port from postmaster.pid');
  return `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/amorio`;
}

/**
 * Makes sure the demo site holds 1,000,000 generated profiles (kept in data/bench between runs).
 * PostgreSQL generates them itself with generate_series in batches of 250,000: no rows cross the
 * wire, so loading takes about a minute on these machines. Then VACUUM ANALYZE so the search
 * indexes can answer from the index alone and the planner's estimates are fresh.
 */
export async function ensureProfiles(url: string, log: (msg: string) => void): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number(
      (await client.query<{ n: string }>("select count(*) as n from profiles where name like 'Bench %'"))
        .rows[0]?.n ?? 0,
    );
    const start = Date.now();
    const batch = 250_000;
    for (let from = have; from < BENCH_PROFILES; from += batch) {
      const to = Math.min(BENCH_PROFILES, from + batch);
      log(`  loading profiles ${from + 1}–${to}…`);
      await client.query(
        `insert into profiles (site_key, type, name, gender, birth_date, country, region_id, city, language, created_at)
         select 'demo', 'fictional', 'Bench ' || i,
                (case when i % 2 = 0 then 'female' else 'male' end)::gender,
                (date '2008-01-01' - ((i::bigint * 7919) % 26000)::int)::date,
                (array['NL','BE','PL','DE','AT','GB','IE','FR'])[1 + (i::bigint * 31) % 8],
                case when i % 3 = 0 then null
                     else (array[100,200,300,400,500,600,700,800])[1 + (i::bigint * 31) % 8] + 1 + (i % 5) end,
                'City ' || (i % 500),
                (array['nl','nl','pl','de','de','en','en','fr'])[1 + (i::bigint * 31) % 8],
                now() - make_interval(secs => i)
         from generate_series($1::int, $2::int) as i`,
        [from + 1, to],
      );
    }
    if (have < BENCH_PROFILES) {
      log('  vacuum analyze profiles…');
      await client.query('vacuum analyze profiles');
      log(`  loaded ${BENCH_PROFILES - have} profiles in ${((Date.now() - start) / 1000).toFixed(0)} s`);
    }
    return BENCH_PROFILES;
  } finally {
    await client.end();
  }
}

/** The EXPLAIN ANALYZE of one search page, for the decision record. */
export async function explainSearch(url: string, sqlText: string, values: unknown[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sqlText}`, values);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
