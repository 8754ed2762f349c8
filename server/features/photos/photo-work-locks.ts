import type { HeldTx } from '@server/db/held-transaction';
import { sql } from 'drizzle-orm';

/*
 * The PostgreSQL advisory locks that share the machine's cores between the members' uploads and
 * the nudity classification (decision 022g), across every process on the database: each lock is
 * a transaction's, so a process that dies lets go of it with its connection.
 */

/** The photos' advisory-lock namespace (the first of the two int4 keys); any fixed number. */
const PHOTOS = 4_242_027;
/** Held by the one classification running (exclusive, tried, never waited for). */
const CLASSIFY_TURN = 1;
/** Held (shared) by every server process while any upload of it is decoded or waits to be. */
const UPLOADS_DECODING = 2;

/** Says, until the transaction ends, that this process has uploads decoding or queued. */
export async function markUploadsDecoding(q: HeldTx): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock_shared(${PHOTOS}, ${UPLOADS_DECODING})`);
}

/**
 * Tries to take the one classification turn until the transaction ends (`mine`), and says whether
 * any process has an upload decoding or queued (`uploading`). Advisory locks are the database's,
 * but pg_locks shows the whole cluster's: hence the database.
 */
export async function takeClassifyTurn(q: HeldTx): Promise<{ mine: boolean; uploading: boolean }> {
  const res = await q.execute<{ uploading: boolean; mine: boolean }>(sql`
    select exists(
        select 1 from pg_locks where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())
          and classid = ${PHOTOS} and objid = ${UPLOADS_DECODING} and objsubid = 2) as uploading,
      pg_try_advisory_xact_lock(${PHOTOS}, ${CLASSIFY_TURN}) as mine`);
  return { mine: res.rows[0]?.mine ?? false, uploading: res.rows[0]?.uploading ?? false };
}
