import { auditInsert } from '@server/audit/audit';
import type { Db, Tx } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';

/** How long a claim holds a conversation for one operator unless renewed. */
export const CLAIM_S = 5 * 60;
const LIST_LIMIT = 50;
/** An operator reads the conversation back this far. */
const HISTORY_LIMIT = 200;

export type InboxRow = {
  conversation_id: number;
  site_key: string;
  waiting_since: Date;
  claimed_by: number | null;
  claim_expires_at: Date | null;
};

/** Waiting conversations of the given sites, oldest first, with the names operators see in the list. */
export async function listWaiting(db: Db, sites: string[]) {
  const res = await db.execute<{
    conversation_id: number;
    site_key: string;
    waiting_since: Date;
    claimed: boolean;
    member_name: string;
    fictional_name: string;
  }>(sql`
    select i.conversation_id, i.site_key, i.waiting_since,
           (i.claim_expires_at is not null and i.claim_expires_at > now()) as claimed,
           mp.name as member_name, fp.name as fictional_name
    from operator_inbox i
    join conversation_members mm on mm.conversation_id = i.conversation_id and mm.user_id is not null
    join profiles mp on mp.id = mm.profile_id
    join conversation_members fm on fm.conversation_id = i.conversation_id and fm.user_id is null
    join profiles fp on fp.id = fm.profile_id
    where i.site_key = any(${textArray(sites)})
    order by i.waiting_since, i.conversation_id
    limit ${LIST_LIMIT}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from operator_inbox where site_key = any(${textArray(sites)})`,
  );
  return { rows: res.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/**
 * One statement (the hot path of the inbox: one round trip, one commit): drops the caller's
 * current claim (an operator works one conversation at a time), claims the next free
 * conversation of the sites, and writes the claim's audit row. "Next" is queue order: after the
 * one just dropped, and from the oldest again past the end, so an operator who skips one
 * conversation after another goes through the whole queue (taking the oldest each time would
 * swing between the two oldest skipped ones). SKIP LOCKED lets concurrent operators pass each
 * other's candidate rows; a row another operator claimed meanwhile fails the re-checked
 * condition, so one conversation is never claimed twice. Both scans follow
 * operator_inbox_waiting_idx (the ORDER BY), so they stop at the first free row instead of
 * sorting the queue.
 */
export async function claimNext(
  q: Db | Tx,
  staffId: number,
  sites: string[],
  ip: string,
): Promise<InboxRow | null> {
  // A free row of the caller's sites; the caller's own claim (dropped by this statement, still
  // theirs in its snapshot) is not one.
  const free = sql`site_key = any(${textArray(sites)})
          and (claim_expires_at is null or claim_expires_at < now())
          and claimed_by is distinct from ${staffId}`;
  const res = await q.execute<InboxRow>(sql`
    with dropped as (
      select waiting_since, conversation_id from operator_inbox where claimed_by = ${staffId}
      order by waiting_since desc, conversation_id desc limit 1),
    released as (
      update operator_inbox set claimed_by = null, claim_expires_at = null
      where claimed_by = ${staffId} returning conversation_id),
    claimed as (
      update operator_inbox set claimed_by = ${staffId}, claim_expires_at = now() + make_interval(secs => ${CLAIM_S})
      where conversation_id = coalesce(
        (select conversation_id from operator_inbox
          where ${free}
            -- Without a dropped claim, from the queue's start: a NULL bound would make the scan
            -- walk the whole index instead of stopping at its first free row (3× the claim's p95).
            and (waiting_since, conversation_id) > (
              coalesce((select waiting_since from dropped), '-infinity'::timestamptz),
              coalesce((select conversation_id from dropped), 0))
          order by waiting_since, conversation_id
          limit 1
          for update skip locked),
        (select conversation_id from operator_inbox
          where ${free}
          order by waiting_since, conversation_id
          limit 1
          for update skip locked))
        and (claim_expires_at is null or claim_expires_at < now())
      returning conversation_id, site_key, waiting_since, claimed_by, claim_expires_at),
    audit as (
      ${auditInsert(sql`select ${staffId}::bigint, 'inbox.claim', site_key, 'conversation', conversation_id::text,
                    null::jsonb, null::jsonb, ${ip} from claimed`)})
    select * from claimed`);
  return res.rows[0] ?? null;
}

/** The staff member behind a claim, with the sites they work on now (the session's, read per call). */
export type Claimant = { id: number; sites: string[] };

/**
 * The caller's live claim on a conversation of one of their current sites, locked for the rest of
 * the transaction. A claim on a site taken from them since is no longer theirs (issue 22).
 */
export async function findOwnClaim(
  q: Db | Tx,
  staff: Claimant,
  conversationId: number,
): Promise<InboxRow | null> {
  const res = await q.execute<InboxRow>(sql`
    select conversation_id, site_key, waiting_since, claimed_by, claim_expires_at from operator_inbox
    where conversation_id = ${conversationId} and claimed_by = ${staff.id} and claim_expires_at > now()
      and site_key = any(${textArray(staff.sites)})
    for update`);
  return res.rows[0] ?? null;
}

export async function renewClaim(tx: Tx, staff: Claimant, conversationId: number): Promise<Date | null> {
  const res = await tx.execute<{ claim_expires_at: Date }>(sql`
    update operator_inbox set claim_expires_at = now() + make_interval(secs => ${CLAIM_S})
    where conversation_id = ${conversationId} and claimed_by = ${staff.id} and claim_expires_at > now()
      and site_key = any(${textArray(staff.sites)})
    returning claim_expires_at`);
  return res.rows[0]?.claim_expires_at ?? null;
}

/**
 * Drops the staff member's claims that their new role or sites no longer reach (an admin changed
 * the account): those conversations go back to the queue at once instead of waiting out the
 * claim. `keepSites` empty releases every claim. Answers what was released, for the audit rows.
 */
export async function releaseClaims(
  tx: Tx,
  staffId: number,
  keepSites: readonly string[],
): Promise<{ conversation_id: number; site_key: string }[]> {
  const res = await tx.execute<{ conversation_id: number; site_key: string }>(sql`
    update operator_inbox set claimed_by = null, claim_expires_at = null
    where claimed_by = ${staffId} and not (site_key = any(${textArray(keepSites)}))
    returning conversation_id, site_key`);
  return res.rows.map((r) => ({ conversation_id: Number(r.conversation_id), site_key: r.site_key }));
}

export async function releaseClaim(tx: Tx, staffId: number, conversationId: number): Promise<boolean> {
  const res = await tx.execute(sql`
    update operator_inbox set claimed_by = null, claim_expires_at = null
    where conversation_id = ${conversationId} and claimed_by = ${staffId} returning conversation_id`);
  return res.rows.length === 1;
}

export type Participants = {
  member_profile_id: number;
  member_user_id: number;
  fictional_profile_id: number;
};

export async function findParticipants(q: Db | Tx, conversationId: number): Promise<Participants | null> {
  const res = await q.execute<Participants>(sql`
    select mm.profile_id as member_profile_id, mm.user_id as member_user_id, fm.profile_id as fictional_profile_id
    from conversation_members mm
    join conversation_members fm on fm.conversation_id = mm.conversation_id and fm.user_id is null
    join profiles fp on fp.id = fm.profile_id and fp.type = 'fictional'
    where mm.conversation_id = ${conversationId} and mm.user_id is not null`);
  return res.rows[0] ?? null;
}

export async function conversationHistory(db: Db, conversationId: number) {
  const res = await db.execute<{ id: number; text: string; sender_profile_id: number; created_at: Date }>(sql`
    select id, text, sender_profile_id, created_at from (
      select id, text, sender_profile_id, created_at from messages
      where conversation_id = ${conversationId} order by id desc limit ${HISTORY_LIMIT}) m
    order by id`);
  return res.rows;
}

export async function findNotes(db: Db, profileId: number): Promise<string> {
  const res = await db.execute<{ notes: string }>(
    sql`select notes from operator_notes where profile_id = ${profileId}`,
  );
  return res.rows[0]?.notes ?? '';
}

/** Upserts the notes; answers what they were before (for the audit row). */
export async function saveNotes(tx: Tx, profileId: number, staffId: number, notes: string): Promise<string> {
  const before = await tx.execute<{ notes: string }>(
    sql`select notes from operator_notes where profile_id = ${profileId} for update`,
  );
  await tx.execute(sql`
    insert into operator_notes (profile_id, notes, updated_by, updated_at)
    values (${profileId}, ${notes}, ${staffId}, now())
    on conflict (profile_id) do update set notes = excluded.notes, updated_by = excluded.updated_by,
      updated_at = now()`);
  return before.rows[0]?.notes ?? '';
}

export async function findFictionalSite(db: Db | Tx, profileId: number): Promise<string | null> {
  const res = await db.execute<{ site_key: string }>(
    sql`select site_key from profiles where id = ${profileId} and type = 'fictional'`,
  );
  return res.rows[0]?.site_key ?? null;
}

/** The operator's answer: a free message from the fictional profile. */
export async function insertAnswer(
  tx: Tx,
  a: { conversationId: number; fictionalProfileId: number; text: string; clientId: string },
): Promise<{ id: number; created_at: Date }> {
  const res = await tx.execute<{ id: number; created_at: Date }>(sql`
    insert into messages (conversation_id, sender_profile_id, text, client_id, credits, operator_pending)
    values (${a.conversationId}, ${a.fictionalProfileId}, ${a.text}, ${a.clientId}, 0, false)
    returning id, created_at`);
  await tx.execute(sql`update conversations set last_activity_at = now() where id = ${a.conversationId}`);
  const row = res.rows[0];
  if (!row) throw new Error('the answer was not stored');
  return { id: Number(row.id), created_at: row.created_at };
}

/**
 * Marks the member messages the operator saw as answered. A member message that arrived after
 * (id above `seenUpTo`) keeps the conversation waiting, from that message's time, still claimed.
 * Answers whether the conversation left the inbox.
 */
export async function settleAnswered(tx: Tx, conversationId: number, seenUpTo: number): Promise<boolean> {
  await tx.execute(sql`
    update messages set operator_pending = false
    where conversation_id = ${conversationId} and operator_pending and id <= ${seenUpTo}`);
  const newer = await tx.execute<{ since: Date }>(sql`
    select min(created_at) as since from messages where conversation_id = ${conversationId} and operator_pending
    having count(*) > 0`);
  const since = newer.rows[0]?.since;
  if (since) {
    await tx.execute(
      sql`update operator_inbox set waiting_since = ${since} where conversation_id = ${conversationId}`,
    );
    return false;
  }
  await tx.execute(sql`delete from operator_inbox where conversation_id = ${conversationId}`);
  return true;
}
