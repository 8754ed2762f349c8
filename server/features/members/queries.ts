import type { ReportBody } from '@common/api/members';
import type { Db } from '@server/db/client';
import { PROFILE_CARD_SQL, type ProfileCardRow } from '@server/profiles/profile-card';
import { sql } from 'drizzle-orm';

export async function insertBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db.execute(sql`
    insert into blocks (blocker_profile_id, blocked_profile_id) values (${blocker}, ${blocked})
    on conflict do nothing`);
}

/** The profiles `blocker` blocked on its site (deleted ones left out), newest block first. */
export async function listBlockedCards(
  db: Db,
  blocker: number,
  siteKey: string,
  limit: number,
): Promise<{ card: ProfileCardRow; blocked_at: Date }[]> {
  const res = await db.execute<{ card: ProfileCardRow; blocked_at: Date }>(sql`
    select ${sql.raw(PROFILE_CARD_SQL)} as card, b.created_at as blocked_at
    from blocks b join profiles p on p.id = b.blocked_profile_id
    where b.blocker_profile_id = ${blocker} and p.site_key = ${siteKey} and not p.deleted
    order by b.created_at desc, p.id desc
    limit ${limit}`);
  return res.rows;
}

export async function deleteBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db.execute(
    sql`delete from blocks where blocker_profile_id = ${blocker} and blocked_profile_id = ${blocked}`,
  );
}

/**
 * Stores a report unless the same reporter reported the same profile in the last 24 hours.
 * The transaction-scoped advisory lock on the pair makes two simultaneous reports count as one.
 */
export async function insertReportOncePerDay(db: Db, reporter: number, body: ReportBody): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${reporter}:${body.profile}`}))`);
    const recent = await tx.execute(sql`
      select 1 from member_reports
      where reporter_profile_id = ${reporter} and reported_profile_id = ${body.profile}
        and created_at > now() - interval '24 hours'
      limit 1`);
    if (recent.rows.length > 0) return false;
    await tx.execute(sql`
      insert into member_reports (reporter_profile_id, reported_profile_id, reason, text)
      values (${reporter}, ${body.profile}, ${body.reason}, ${body.text ? body.text : null})`);
    return true;
  });
}

/** Opening a profile that liked the viewer marks that like as seen (spec §4). */
export async function markLikeSeen(db: Db, liker: number, liked: number): Promise<void> {
  await db.execute(sql`
    update likes set seen = true
    where liker_profile_id = ${liker} and liked_profile_id = ${liked} and not seen`);
}

/** A profile's interests, in a stable order (member details, memberDetailsLoadInterests). */
export async function selectInterests(db: Db, profileId: number): Promise<string[]> {
  const res = await db.execute<{ interest: string }>(
    sql`select interest from profile_interests where profile_id = ${profileId} order by interest`,
  );
  return res.rows.map((r) => r.interest);
}
