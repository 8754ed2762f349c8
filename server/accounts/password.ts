import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP ASVS 5 argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies; for an unknown account, or one whose password was made unusable ('!': deleted, or an
 * undone e-mail change waiting for a reset), it still spends the same work so timing reveals nothing.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null || !stored.startsWith('$argon2')) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
