import type { Db } from '@server/db/client';
import { renderedOnce } from '@server/db/rendered-once';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { GROUPS_IN_FLIGHT } from './send-group-pace';
import {
  countedSendQuery,
  inputsOf,
  outcomeOf,
  outcomeSql,
  type SendInputs,
  type SendOutcome,
  type SendRequest,
  type SendRow,
  sendCtes,
} from './send-statement';

/** The most sends one group statement carries (one prepared text per size up to this). */
export const MAX_GROUP = 8;

const FIELDS = [
  'conversationId',
  'profileId',
  'userId',
  'text',
  'clientId',
  'regular',
  'premium',
  'now',
] as const satisfies readonly (keyof SendInputs)[];

type GroupInputs = Record<string, number | string>;

const inputKey = (field: keyof SendInputs, i: number) => `${field}_${i}`;

/**
 * `size` sends side by side: each send's own CTEs (sendCtes, suffixed `_<i>`), then one outcome
 * row per send, in order. The sends share one snapshot, so none sees another's writes: the
 * caller puts at most one send per member in a group (the throttle's counter, the balance and the
 * client id are the member's), and two members of one conversation touching the same rows
 * (`last_activity_at`, `hidden`) write the same values.
 */
function groupSql(size: number, v: GroupInputs): SQL {
  const sends = Array.from({ length: size }, (_, i) =>
    sendCtes(true, Object.fromEntries(FIELDS.map((f) => [f, v[inputKey(f, i)]])) as SendInputs, `_${i}`),
  );
  const rows = Array.from(
    { length: size },
    (_, i) => sql`select ${sql.raw(String(i))} as k, t.* from (${outcomeSql(`_${i}`)}) t`,
  );
  return sql`with ${sql.join(sends, sql`,`)} ${sql.join(rows, sql` union all `)} order by k`;
}

const statements = new Map<number, ReturnType<typeof renderedOnce<GroupInputs>>>();

function statementOf(size: number) {
  let s = statements.get(size);
  if (!s) {
    s = renderedOnce(`chat_send_group_${size}`, (v: GroupInputs) => groupSql(size, v));
    statements.set(size, s);
  }
  return s;
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The group statements' own connections, GROUPS_IN_FLIGHT per process, kept open: each size of
 * group is a prepared statement of up to ~40 kB whose first plans cost PostgreSQL 25–250 ms on
 * the bench database. On the app's pool each of its 20 connections would plan each size again
 * (and again after each idle close); here only these few do, and straight to the generic plan,
 * which PostgreSQL chose after its five custom ones anyway (measured, decision 026g).
 */
function poolOf(db: Db): pg.Pool {
  let pool = pools.get(db);
  if (!pool) {
    pool = new pg.Pool({
      ...db.$client.options,
      max: GROUPS_IN_FLIGHT,
      idleTimeoutMillis: 0,
      // Idle, these connections must not keep a stopping process alive.
      allowExitOnIdle: true,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // As createDb: a connection the server closed must not end the process; the pool replaces
    // it, and the send that was on it fails (answered 503) or, in a group, runs again alone.
    pool.on('error', (err) => console.error(`[db] idle send-group connection error: ${err.message}`));
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    pools.set(db, pool);
  }
  return pool;
}

/** Ends the group statements' connections (the app's close; closeDb ends the app's pool). */
export async function closeSendGroupPool(db: Db): Promise<void> {
  const pool = pools.get(db);
  pools.delete(db);
  await pool?.end();
}

/** The statement of a group: its prepared name, text and parameters. */
function groupQuery(sends: SendRequest[]): { name: string; text: string; values: unknown[] } {
  const [only] = sends;
  if (sends.length === 1 && only) {
    const q = countedSendQuery(only);
    return { name: 'chat_send_one', text: q.sql, values: q.params };
  }
  if (sends.length > MAX_GROUP) throw new Error(`a send group holds at most ${MAX_GROUP} sends`);
  const v: GroupInputs = {};
  for (const [i, m] of sends.entries()) {
    const one = inputsOf(m);
    for (const f of FIELDS) v[inputKey(f, i)] = one[f];
  }
  const q = statementOf(sends.length).query(v);
  return { name: `chat_send_group_${sends.length}`, text: q.sql, values: q.params };
}

/**
 * Several sends into existing conversations as ONE autocommit statement (decision 026g): one
 * round trip and one commit with its WAL flush for the group, each send with its own outcome
 * (refused, client id used, short balance: nothing of that send written). At most one send per
 * member (see groupSql); the throttle is counted in it. If any send fails the statement (a client
 * id racing its retry: the unique violation), nothing of the group is written and the caller
 * runs each send alone. A group of one is the single send's statement.
 */
export async function sendGroupInOneStatement(db: Db, sends: SendRequest[]): Promise<SendOutcome[]> {
  const res = await poolOf(db).query<SendRow & { k?: number }>(groupQuery(sends));
  return sends.map((_, i) => {
    const row = res.rows[i];
    if (!row || (sends.length > 1 && Number(row.k) !== i)) {
      throw new Error('the send group statement answered out of order');
    }
    const { k: _k, ...outcome } = row;
    return outcomeOf(outcome);
  });
}
