import crypto from 'node:crypto';

/**
 * Signed newsletter links (no table): `<address, base64url>.<issued, ms base36>.<HMAC>`. A
 * confirmation link proves the person reads the address (double opt-in) and lasts 7 days; an
 * unsubscribe link never expires (a mail read a year later must still work).
 */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function mac(key: Uint8Array, purpose: LinkPurpose, email: string, issued: string): string {
  return crypto.createHmac('sha256', key).update(`${purpose}\n${email}\n${issued}`).digest('base64url');
}

/** A token for `email` (already normalised). */
export function signLink(key: Uint8Array, purpose: LinkPurpose, email: string, now: Date): string {
  const issued = now.getTime().toString(36);
  return `${Buffer.from(email).toString('base64url')}.${issued}.${mac(key, purpose, email, issued)}`;
}

/** The address a token was made for, or null (forged, malformed, for the other purpose, or expired). */
export function openLink(key: Uint8Array, purpose: LinkPurpose, token: unknown, now: Date): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [encoded, issued, sig] = token.split('.');
  if (!encoded || !issued || !sig || token.split('.').length !== 3) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, purpose, email, issued));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const at = parseInt(issued, 36);
  if (!Number.isFinite(at) || at > now.getTime() + 60_000) return null;
  if (purpose === 'confirm' && now.getTime() - at > CONFIRM_LINK_TTL_MS) return null;
  return email;
}
