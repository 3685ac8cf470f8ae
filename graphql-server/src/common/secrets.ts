import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  jwt: Uint8Array;
  codes: Uint8Array;
  /** AES-256 key for secrets kept in the database (the mail password). */
  settings: Uint8Array;
}

function derive(master: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', master).update(purpose).digest());
}

/**
 * Keys for tokens, one-time codes and sealed settings, derived from JWT_SECRET; without it, from a
 * random master key created once in the data folder (so sessions survive a restart on a
 * developer's machine). `settingsKey` (SETTINGS_ENCRYPTION_KEY, already parsed) replaces the
 * derived settings key, so JWT_SECRET can be rotated without losing the stored mail password.
 */
export async function loadSecrets(
  jwtSecret: string | undefined,
  dataDir: string,
  settingsKey?: Uint8Array,
): Promise<Secrets> {
  let master = jwtSecret;
  if (!master) {
    const file = path.join(dataDir, 'secret.key');
    await fs.mkdir(dataDir, { recursive: true });
    master = await fs.readFile(file, 'utf8').catch(async () => {
      const fresh = crypto.randomBytes(48).toString('base64url');
      await fs.writeFile(file, fresh, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      return fs.readFile(file, 'utf8');
    });
  }
  return {
    jwt: derive(master, 'access-token'),
    codes: derive(master, 'one-time-code'),
    settings: settingsKey ?? derive(master, 'settings-encryption'),
  };
}
