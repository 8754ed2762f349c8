import type { FictionalProfileBody } from '@common/api/staff-profiles';
import type { Db, Tx } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';

type Row = FictionalProfileBody & { id: number; conversations: number };

const COLUMNS = sql`p.id, p.site_key, p.name, p.gender::text as gender, p.birth_date, p.country, p.city,
  coalesce(p.personal->>'about_me', '') as about_me, p.deleted as hidden`;

export async function listFictional(db: Db, sites: readonly string[]): Promise<Row[]> {
  const res = await db.execute<Row>(sql`
    select ${COLUMNS},
      (select count(*)::int from conversation_members cm where cm.profile_id = p.id) as conversations
    from profiles p where p.type = 'fictional' and p.site_key = any(${textArray(sites)})
    order by p.site_key, p.name, p.id limit 1000`);
  return res.rows;
}

export async function lockFictional(tx: Tx, id: number): Promise<Omit<Row, 'conversations'> | null> {
  const res = await tx.execute<Omit<Row, 'conversations'>>(
    sql`select ${COLUMNS} from profiles p where p.id = ${id} and p.type = 'fictional' for update`,
  );
  return res.rows[0] ?? null;
}

export async function insertFictional(tx: Tx, b: FictionalProfileBody): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into profiles (site_key, type, name, gender, birth_date, country, city, personal, deleted, last_signup_step)
    values (${b.site_key}, 'fictional', ${b.name}, ${b.gender}, ${b.birth_date}, ${b.country}, ${b.city},
            ${JSON.stringify(b.about_me ? { about_me: b.about_me } : {})}::jsonb, ${b.hidden}, true)
    returning id`);
  return Number(res.rows[0]?.id);
}

export async function updateFictional(tx: Tx, id: number, b: FictionalProfileBody): Promise<void> {
  await tx.execute(sql`
    update profiles set name = ${b.name}, gender = ${b.gender}, birth_date = ${b.birth_date},
      country = ${b.country}, city = ${b.city}, deleted = ${b.hidden},
      personal = case when ${b.about_me} = '' then personal - 'about_me'
                      else personal || jsonb_build_object('about_me', ${b.about_me}::text) end
    where id = ${id}`);
}
