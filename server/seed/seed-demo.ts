import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '@common/api/settings';
import { hashPassword } from '@server/accounts/password';
import type { Db, Tx } from '@server/db/client';
import { images, profiles, users } from '@server/db/schema';
import type { Storage } from '@server/storage/storage';
import { sql } from 'drizzle-orm';
import { renderAvatar } from './avatar';
import { DEMO_LOGINS, loginProfile } from './demo-logins';
import { type Gender, type PlannedProfile, planDemoProfiles } from './demo-plan';

/** Generated profiles besides the demo logins. */
export const DEMO_PROFILE_COUNT = 320;
/** Generated profiles of each other site (the lavish demo). */
export const OTHER_SITE_PROFILE_COUNT = 120;
const AVATARS_PER_GENDER = 20;
const INSERT_BATCH = 500;
const WRITE_BATCH = 32;
/** pg_advisory_xact_lock key, so server processes starting together seed only once. */
const SEED_LOCK = 7_261_001;

type Avatar = { original: Buffer; thumb: Buffer };
type Avatars = Record<Gender, Avatar[]>;
/** A planned profile with the login of its user account; fictional profiles have none. */
type SeedProfile = PlannedProfile & { account: { email: string; passwordHash: string } | null };
type Rows = {
  users: (typeof users.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  images: (typeof images.$inferInsert)[];
};

/**
 * Fills an empty database with demo members of every site: real members (with a user account
 * each), fictional profiles, photos and each site's DEMO_LOGINS. Does nothing once any profile exists.
 * The logins are printed by the caller with each site's address (demoLoginLines).
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage: Storage,
  sites: SiteConfig[],
  log: (m: string) => void,
): Promise<void> {
  const site = sites.find((s) => s.default) ?? sites[0];
  if (!site || (await hasProfiles(db))) return;
  const started = performance.now();
  const today = new Date();
  // One hash shared by every filler account: nobody knows its password, and argon2 is slow on purpose.
  const [avatars, fillerHash, loginHashes] = await Promise.all([
    renderAvatars(),
    hashPassword(randomBytes(24).toString('base64url')),
    Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password))),
  ]);
  const loginHash = new Map(DEMO_LOGINS.map((l, i) => [l, loginHashes[i] ?? fillerHash]));
  // Every site gets its own people and its own demo logins: an account exists on one site only.
  const batches = [site, ...sites.filter((s) => s.key !== site.key)].map((s) => {
    const logins = DEMO_LOGINS.filter((l) => l.site === s.key);
    const count = s.key === site.key ? DEMO_PROFILE_COUNT : OTHER_SITE_PROFILE_COUNT;
    const mailDomain = s.key === site.key ? 'demo.amorio.test' : `${s.key}.demo.amorio.test`;
    let n = 0;
    const planned: SeedProfile[] = [
      ...logins.map((l) => ({
        ...loginProfile(s, l, today),
        account: { email: l.email, passwordHash: loginHash.get(l) ?? fillerHash },
      })),
      ...planDemoProfiles(s, count, AVATARS_PER_GENDER, today).map((p) => ({
        ...p,
        account: p.type === 'real' ? { email: `member${++n}@${mailDomain}`, passwordHash: fillerHash } : null,
      })),
    ];
    return { site: s, planned, accounts: n + logins.length };
  });

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasProfiles(tx)) return false;
    for (const batch of batches) {
      const userIds = await nextIds(tx, 'users', batch.accounts);
      const profileIds = await nextIds(tx, 'profiles', batch.planned.length);
      const rows = buildRows(batch.site, batch.planned, userIds, profileIds);
      await insertBatched(rows.users, (b) => tx.insert(users).values(b));
      await insertBatched(rows.profiles, (b) => tx.insert(profiles).values(b));
      await writeImages(storage, batch.planned, rows.images, avatars);
      await insertBatched(rows.images, (b) => tx.insert(images).values(b));
    }
    return true;
  });
  if (!seeded) return;

  const ms = Math.round(performance.now() - started);
  log(
    `demo data: ${batches.map((b) => `${b.planned.length} profiles for ${b.site.key}`).join(', ')} seeded in ${ms} ms`,
  );
}

function buildRows(site: SiteConfig, planned: SeedProfile[], userIds: number[], profileIds: number[]): Rows {
  const rows: Rows = { users: [], profiles: [], images: [] };
  let nextUser = 0;
  planned.forEach((p, i) => {
    const profileId = profileIds[i];
    if (profileId === undefined) throw new Error('profile id missing');
    let userId: number | null = null;
    if (p.account) {
      userId = userIds[nextUser++] ?? null;
      if (userId === null) throw new Error('user id missing');
      rows.users.push({
        id: userId,
        siteKey: site.key,
        email: p.account.email,
        passwordHash: p.account.passwordHash,
        status: 'active',
        language: p.language,
        timezone: p.timezone,
        signupAt: p.createdAt,
      });
    }
    rows.profiles.push({
      id: profileId,
      siteKey: site.key,
      userId,
      type: p.type,
      name: p.name,
      gender: p.gender,
      birthDate: p.birthDate,
      country: p.country,
      regionId: p.regionId,
      city: p.city,
      language: p.language,
      personal: p.personal,
      lastSignupStep: true,
      createdAt: p.createdAt,
    });
    rows.images.push({
      profileId,
      status: 'active',
      isMain: true,
      originalKey: `seed/${profileId}-orig.webp`,
      thumbKey: `seed/${profileId}-thumb.webp`,
      // The demo's portraits are the 40 drawn by seed/avatar.ts; the model scored every one of
      // them far below the threshold (decision 027a lists the scores). Seeded as classified so the
      // demo shows its members at once instead of after the model has gone through ~440 copies.
      classifyState: 'done',
      nudity: false,
      classifiedAt: p.createdAt,
      createdAt: p.createdAt,
    });
  });
  return rows;
}

async function hasProfiles(q: Db | Tx): Promise<boolean> {
  const rows = await q.select({ id: profiles.id }).from(profiles).limit(1);
  return rows.length > 0;
}

/** Reserves ids up front so users, profiles and photo keys can be linked before inserting. */
async function nextIds(tx: Tx, table: 'users' | 'profiles', n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${n})`,
  );
  return res.rows.map((r) => Number(r.id));
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

/** A few distinct portraits per gender, shared by many profiles: rendering each would be slow. */
async function renderAvatars(): Promise<Avatars> {
  const render = (gender: Gender, offset: number) =>
    Promise.all(
      Array.from({ length: AVATARS_PER_GENDER }, (_, i) => renderAvatar(1000 + i * 2 + offset, '', gender)),
    );
  const [female, male] = await Promise.all([render('female', 0), render('male', 1)]);
  return { female, male };
}

async function writeImages(
  storage: Storage,
  planned: PlannedProfile[],
  rows: (typeof images.$inferInsert)[],
  avatars: Avatars,
): Promise<void> {
  const jobs = planned.flatMap((p, i) => {
    const avatar = avatars[p.gender][p.avatar];
    const row = rows[i];
    if (!avatar || !row) throw new Error('avatar or image row missing');
    return [
      () => storage.put(row.originalKey, avatar.original, 'image/webp'),
      () => storage.put(row.thumbKey, avatar.thumb, 'image/webp'),
    ];
  });
  for (let i = 0; i < jobs.length; i += WRITE_BATCH) {
    await Promise.all(jobs.slice(i, i + WRITE_BATCH).map((job) => job()));
  }
}
