import { type Db, executePrepared, type Tx } from '@server/db/client';
import { USER_COLUMNS, type UserRecord } from '@server/plugins/session-store';
import { sql } from 'drizzle-orm';

export type { UserRecord };

/** The member, their profile and their images in one round trip. */
export async function findUserRecord(db: Db, userId: number): Promise<UserRecord | null> {
  const res = await executePrepared<UserRecord>(
    db,
    'user_record_by_id',
    sql`select ${sql.raw(USER_COLUMNS)} from users u join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return res.rows[0] ?? null;
}

export async function findLoginCandidate(
  db: Db,
  siteKey: string,
  email: string,
): Promise<{ id: number; password_hash: string; status: string } | null> {
  const res = await db.execute<{ id: number; password_hash: string; status: string }>(sql`
    select id, password_hash, status from users where site_key = ${siteKey} and email = ${email}`);
  return res.rows[0] ?? null;
}

export type NewUser = {
  siteKey: string;
  email: string;
  passwordHash: string;
  name: string;
  language: string;
  mailProvider: number;
  trafficSource: string | null;
  timezone: string | null;
  country: string | null;
};

/** Inserts user and profile together; answers null when the e-mail is already taken. */
export async function insertUser(tx: Tx, u: NewUser): Promise<number | null> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into users (site_key, email, password_hash, status, language, mail_provider, traffic_source,
                       timezone)
    values (${u.siteKey}, ${u.email}, ${u.passwordHash}, 'not_confirmed', ${u.language}, ${u.mailProvider},
            ${u.trafficSource}, ${u.timezone})
    on conflict (site_key, email) do nothing
    returning id`);
  const id = res.rows[0]?.id;
  if (id === undefined) return null;
  await tx.execute(sql`
    insert into profiles (site_key, user_id, type, name, country, language)
    values (${u.siteKey}, ${id}, 'real', ${u.name}, ${u.country}, ${u.language})`);
  return id;
}
