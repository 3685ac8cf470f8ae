import crypto from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** A six-digit code from a cryptographically secure source, leading zeros kept. */
export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored as a keyed hash bound to their e-mail and purpose. */
export function hashCode(secret: Uint8Array, email: string, purpose: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

export function codeMatches(
  secret: Uint8Array,
  email: string,
  purpose: string,
  code: string,
  stored: string,
): boolean {
  const actual = Buffer.from(hashCode(secret, email, purpose, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A key for one use (device cookies, say), derived from a secret kept for another. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return crypto.createHmac('sha256', secret).update(`derive:${purpose}`).digest();
}
