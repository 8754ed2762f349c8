import pg from 'pg';

/**
 * `BENCH_CHAT_PG_STATS=1`: where a step's PostgreSQL time went (decision 026f). Per step, the
 * statements that took the most execution time per message (pg_stat_statements, when the bench
 * database loads it: `shared_preload_libraries = 'pg_stat_statements'` in
 * data/bench/postgres/postgresql.auto.conf, and `pg_stat_statements.track_planning = on` for the
 * planning time), the connections opened during the step, and what the busy backends waited on, sampled from
 * pg_stat_activity every 50 ms (a lock queue on one row shows as `Lock:transactionid` or
 * `Lock:tuple`).
 */
export type PgDiagnosis = {
  begin: () => Promise<void>;
  end: (messages: number) => Promise<string[]>;
  close: () => Promise<void>;
};

const SAMPLE_MS = 50;
const TOP = 6;

/** `adminUrl`: the bench database as its superuser (resetting the statistics needs it). */
export async function pgDiagnosis(adminUrl: string): Promise<PgDiagnosis | null> {
  if (process.env.BENCH_CHAT_PG_STATS !== '1') return null;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let statements = true;
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch (err) {
    console.log(`  pg_stat_statements unavailable: ${(err as Error).message}`);
    statements = false;
  }
  let timer: NodeJS.Timeout | null = null;
  let samples = 0;
  /** Every connection a pool opens costs a backend's start-up and its statements' first plans. */
  const sessions = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          'select sessions::text as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0]?.n ?? 0,
    );
  let sessionsBefore = 0;
  const waits = new Map<string, number>();
  let sampling: Promise<void> | null = null;
  const sample = () => {
    if (sampling) return;
    sampling = client
      .query<{ w: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as w, count(*)::int as n
         from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'
         group by 1`,
      )
      .then((r) => {
        samples += 1;
        for (const row of r.rows) waits.set(row.w, (waits.get(row.w) ?? 0) + row.n);
      })
      .catch(() => undefined)
      .finally(() => {
        sampling = null;
      });
  };
  return {
    async begin() {
      if (statements) await client.query('select pg_stat_statements_reset()');
      waits.clear();
      samples = 0;
      sessionsBefore = await sessions();
      timer = setInterval(sample, SAMPLE_MS);
    },
    close: () => client.end(),
    async end(messages) {
      if (timer) clearInterval(timer);
      await sampling;
      const per = Math.max(1, messages);
      const lines: string[] = [];
      const w = [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([k, n]) => `${k} ${(n / Math.max(1, samples)).toFixed(2)}`);
      lines.push(`    active backends on average (by wait): ${w.join(', ') || 'none'}`);
      lines.push(`    connections opened: ${(await sessions()) - sessionsBefore}`);
      if (!statements) return lines;
      // Planning is not in total_exec_time: a statement planned again (a new pooled connection's
      // first runs, a plan invalidated) shows here as plans per call (decision 026h).
      const top = await client.query<{
        q: string;
        calls: string;
        ms: number;
        plans: string;
        plan_ms: number;
      }>(
        `select regexp_replace(left(query, 90), '\\s+', ' ', 'g') as q, calls::text, total_exec_time as ms,
                plans::text, total_plan_time as plan_ms
         from pg_stat_statements order by total_exec_time + total_plan_time desc limit ${TOP}`,
      );
      for (const r of top.rows) {
        const calls = Number(r.calls);
        lines.push(
          `    ${(r.ms / per).toFixed(3)} ms/msg + planning ${(r.plan_ms / per).toFixed(3)} ms/msg, ` +
            `${(calls / per).toFixed(2)} calls/msg, ${(Number(r.plans) / Math.max(1, calls)).toFixed(3)} plans/call: ${r.q}`,
        );
      }
      return lines;
    },
  };
}
