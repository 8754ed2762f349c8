import type { IncomingHttpHeaders } from 'node:http';
import { AGE_RANGE_BOUNDS } from '@common/rules/age-range';
import { viewerSocialSql } from '@server/features/search/viewer-social';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { BENCH_USER_AGENT } from '../member';
import { measure } from '../run-autocannon';
import { BENCH_PROFILES, benchDatabaseUrl, ensureProfiles, explainSearch } from './search-data';
import type { Scenario } from './types';

/** Mixed filter combinations at page 1 and page 50 (12 per page), as members page through them. */
function searchPaths(): string[] {
  const paths: string[] = [];
  for (const gender of ['female', 'male']) {
    for (const { min, max } of Object.values(AGE_RANGE_BOUNDS)) {
      for (const country of ['', 'NL', 'PL', 'BE']) {
        for (const page of [1, 50]) {
          const q = new URLSearchParams({
            source: 'search',
            pp: '12',
            gender,
            min_age: String(min),
            max_age: String(max),
            country,
            countryregion: '0',
            page: String(page),
          });
          paths.push(`/api/search.php?${q}`);
        }
      }
    }
  }
  paths.push('/api/search.php?gender=female&min_age=26&max_age=35&country=NL&countryregion=102&page=1');
  paths.push('/api/search.php?auto_load=1&pp=12&source=search');
  return paths;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The plan of the viewer's likes, blocks and premium statement, as the app sends it. */
function explainViewerSocial(dbUrl: string, profileId: number, userId: number): Promise<string> {
  const q = new PgDialect().sqlToQuery(viewerSocialSql(profileId, userId));
  return explainSearch(dbUrl, q.sql, q.params);
}

/**
 * `GET /api/search.php` over 1,000,000 profiles as a signed-in member. The server reports its own
 * time per request in `Server-Timing`; the p95 of those goes into the notes (target ≤ 10 ms).
 */
export const searchScenario: Scenario = {
  name: 'search',
  label: 'GET /api/search.php (member, 1M profiles, mixed filters, pages 1 and 50)',
  targetRatio: 0.1,
  async run(ctx) {
    const member = await ctx.member();
    const dbUrl = await benchDatabaseUrl();
    await ensureProfiles(dbUrl, (m) => console.log(m));
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const memberRow = await client.query<{ profile_id: string; user_id: string }>(
      `update profiles set gender = 'male', country = 'NL', birth_date = '1990-01-01'
       where user_id = (select id from users where email = $1) returning id as profile_id, user_id`,
      [member.email],
    );
    await client.end();

    const headers = { cookie: member.cookie, 'user-agent': BENCH_USER_AGENT };
    const paths = searchPaths();
    const check = await fetch(`${ctx.appUrl}${paths[0]}`, { headers });
    const body = (await check.json()) as { profiles?: unknown[]; paging?: { num_results?: number } };
    if (check.status !== 200 || body.profiles?.length !== 12 || !body.paging?.num_results) {
      throw new Error(`search answered ${check.status} ${JSON.stringify(body).slice(0, 300)}`);
    }

    const serverMs: number[] = [];
    // Only the counted run: the warm-up fills the caches and its figures are thrown away.
    const countFrom = Date.now() + ctx.load.warmupS * 1000 + 250;
    const onResponse = (_s: number, _b: string, _c: object, h: IncomingHttpHeaders = {}) => {
      const m = /dur=([\d.]+)/.exec(String(h['server-timing'] ?? ''));
      if (m && Date.now() >= countFrom) serverMs.push(Number(m[1]));
    };
    const m = await measure(
      {
        url: `${ctx.appUrl}/api/search.php`,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path, onResponse })),
      },
      ctx.load,
    );
    serverMs.sort((a, b) => a - b);
    const plans = [
      {
        title: 'uncached page 50, one country (female, 56-65, PL):',
        plan: await explainSearch(
          dbUrl,
          `select p.id from profiles p where p.site_key = $1 and not p.deleted and p.birth_date between $2 and $3
           and p.gender = $4 and p.country = $5 order by p.id desc limit 12 offset 588`,
          ['demo', '1960-11-24', '1970-11-23', 'female', 'PL'],
        ),
      },
      {
        title: 'uncached page 50, all countries (male, 26-35):',
        plan: await explainSearch(
          dbUrl,
          `select p.id from profiles p where p.site_key = $1 and not p.deleted and p.birth_date between $2 and $3
           and p.gender = $4 order by p.id desc limit 12 offset 588`,
          ['demo', '1990-11-24', '2000-11-23', 'male'],
        ),
      },
      {
        title: "the viewer's likes, blocks and premium (once per viewer until one of them changes):",
        plan: await explainViewerSocial(
          dbUrl,
          Number(memberRow.rows[0]?.profile_id ?? 0),
          Number(memberRow.rows[0]?.user_id ?? 0),
        ),
      },
      {
        title: 'count, capped at 5001 (female, all ages, all countries):',
        plan: await explainSearch(
          dbUrl,
          `select count(*)::int as n from (select 1 from profiles p where p.site_key = $1 and not p.deleted
           and p.birth_date between $2 and $3 and p.gender = $4 limit 5001) t`,
          ['demo', '1925-11-24', '2008-11-23', 'female'],
        ),
      },
    ];
    m.notes = [
      `${BENCH_PROFILES.toLocaleString('en')} profiles, ${paths.length} filter/page combinations`,
      `server-side p50 ${percentile(serverMs, 50).toFixed(2)} ms, p95 ${percentile(serverMs, 95).toFixed(2)} ms, ` +
        `p99 ${percentile(serverMs, 99).toFixed(2)} ms over ${serverMs.length} responses (target p95 ≤ 10 ms)`,
      ...plans.flatMap((p) => [p.title, ...p.plan.split('\n').map((l) => `  ${l}`)]),
    ];
    return m;
  },
};
