import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '@server/db/client';
import { ensureSecret } from './app-secrets';

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
