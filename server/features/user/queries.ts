import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export type UserRecord = {
  id: number;
  email: string;
  status: string;
  mail_provider: number;
  paid_user: boolean;
  signup_at: Date | string;
  profile_id: number;
  name: string;
  type: 'real' | 'fictional';
  gender: 'male' | 'female' | null;
  birth_date: string | null;
  country: string | null;
  region_id: number | null;
  city: string | null;
  language: string | null;
  personal: Record<string, string>;
  last_signup_step: boolean;
  images: { id: number; thumb_key: string; status: 'pending' | 'active' | 'rejected'; is_main: boolean }[];
};

const USER_COLUMNS = `
  u.id, u.email, u.status, u.mail_provider, u.paid_user, u.signup_at,
  p.id as profile_id, p.name, p.type, p.gender, p.birth_date, p.country, p.region_id, p.city,
  p.language, p.personal, p.last_signup_step,
  coalesce((select json_agg(json_build_object('id', i.id, 'thumb_key', i.thumb_key,
                                             'status', i.status, 'is_main', i.is_main)
                            order by i.is_main desc, i.id)
            from images i where i.profile_id = p.id and i.status <> 'rejected'), '[]') as images`;

/** The member, their profile and their images in one round trip. */
export async function findUserRecord(db: Db, userId: number): Promise<UserRecord | null> {
  const res = await db.$client.query<UserRecord>({
    name: 'user_record_by_id',
    text: `select ${USER_COLUMNS} from users u join profiles p on p.user_id = u.id where u.id = $1`,
    values: [userId],
  });
  return res.rows[0] ?? null;
}

export type SessionUserRecord = UserRecord & { session_id: number; site_key: string; expires_at: Date };

/**
 * The hot path of GET /api/user.php (polled by every open page): session, member, profile and
 * images in one prepared statement.
 */
export async function findUserRecordBySession(db: Db, tokenHash: Buffer): Promise<SessionUserRecord | null> {
  const res = await db.$client.query<SessionUserRecord>({
    name: 'user_record_by_session',
    text: `select ${USER_COLUMNS}, s.id as session_id, u.site_key, s.expires_at
           from sessions s join users u on u.id = s.user_id join profiles p on p.user_id = u.id
           where s.token_hash = $1 and s.expires_at > now()`,
    values: [tokenHash],
  });
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
