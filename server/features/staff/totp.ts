import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;
const ISSUER = 'amorio staff';

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret, base32 (what enrolment URIs and apps use). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols from (also shown as a QR code). */
export function enrolmentUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The 30 s step a code belongs to, or null when it is wrong or expired. One step either side is
 * accepted for clock drift; the caller refuses a step it has already accepted (no replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}
