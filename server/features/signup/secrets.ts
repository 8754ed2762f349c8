import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Reads a generated secret, creating it once; concurrent starts agree on the first one stored. */
export async function ensureSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.execute(
    sql`insert into app_secrets (name, value) values (${name}, ${make()}) on conflict (name) do nothing`,
  );
  const res = await db.execute<{ value: string }>(sql`select value from app_secrets where name = ${name}`);
  const value = res.rows[0]?.value;
  if (value === undefined) throw new Error(`secret ${name} missing`);
  return value;
}

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * A P-256 key pair in the encoding web-push and PushManager use: the public key as the 65-byte
 * uncompressed point, the private key as the 32-byte scalar, both base64url.
 */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const x = Buffer.from(pub.x ?? '', 'base64url');
  const y = Buffer.from(pub.y ?? '', 'base64url');
  return {
    publicKey: Buffer.concat([Buffer.from([4]), x, y]).toString('base64url'),
    privateKey: priv.d ?? '',
  };
}

/** One VAPID key pair per site, generated on first start and kept in app_secrets. */
export async function ensureVapidKeys(db: Db, siteKeys: string[]): Promise<Map<string, VapidKeys>> {
  const out = new Map<string, VapidKeys>();
  for (const key of siteKeys) {
    const value = await ensureSecret(db, `vapid:${key}`, () => JSON.stringify(generateVapidKeys()));
    out.set(key, JSON.parse(value) as VapidKeys);
  }
  return out;
}

export const randomSecret = () => randomBytes(32).toString('base64url');
