import crypto from 'node:crypto';

/**
 * Secrets kept in the database (the mail password) are sealed with AES-256-GCM: a fresh 12-byte
 * IV per value, the 16-byte tag beside the ciphertext. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url), so a later key or algorithm can be told apart.
 */
const VERSION = 'v1';

export function sealSecret(key: Uint8Array, plaintext: string): string {
  if (key.length !== 32) throw new Error('sealSecret needs a 32-byte key');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plaintext, or null when the value was sealed with another key or was altered. */
export function openSecret(key: Uint8Array, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** SETTINGS_ENCRYPTION_KEY: 64 hex characters or 32 bytes in base64 / base64url. */
export function parseEncryptionKey(value: string): Uint8Array | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return new Uint8Array(Buffer.from(value, 'hex'));
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? new Uint8Array(bytes) : null;
}
