import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiClient, Viewer } from '../../common/context.js';
import { badInput, notFound, unauthenticated } from '../../common/errors.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyMessages } from './api-keys.messages.js';
import type { ApiKeyScope } from './api-keys.types.js';

/** Every secret starts with this, so that a leaked one is easy to recognise (and to scan for). */
const SECRET_PREFIX = 'rsk_';
/** Characters of the secret kept in clear to tell keys apart in lists. */
const SHOWN = SECRET_PREFIX.length + 6;
const MAX_KEYS_LISTED = 500;
/** `lastUsedAt` is written at most this often per key (not one write per request). */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * SHA-256 of the secret. A slow password hash (argon2) protects secrets people choose; this one
 * is 256 random bits, which no one can guess or brute-force from its hash, so a fast hash is as
 * safe and lets each request find its key by an indexed equality (no per-request KDF cost).
 */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

export class ApiKeyService {
  /** Creates a key; the answer's `secret` is the only time it is ever shown. */
  async create(
    em: EntityManager,
    viewer: Viewer | null,
    input: { name: string; scopes: ApiKeyScope[] },
  ): Promise<{ apiKey: ApiKey; secret: string }> {
    requireAdmin(viewer, ApiKeyMessages.adminOnly);
    const name = input.name.trim();
    if (!name) throw badInput(ApiKeyMessages.nameRequired, 'name');
    const secret = SECRET_PREFIX + crypto.randomBytes(32).toString('base64url');
    const apiKey = em.create(ApiKey, {
      name,
      prefix: secret.slice(0, SHOWN),
      secretHash: hashSecret(secret),
      scopes: [...new Set(input.scopes)],
    });
    await em.flush();
    return { apiKey, secret };
  }

  /** Every key, newest first (revoked ones too, marked). */
  async list(em: EntityManager, viewer: Viewer | null): Promise<ApiKey[]> {
    requireAdmin(viewer, ApiKeyMessages.adminOnly);
    return em.find(ApiKey, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_KEYS_LISTED });
  }

  /** Revokes a key at once (requests with it are refused from now on); revoking twice is a no-op. */
  async revoke(em: EntityManager, viewer: Viewer | null, id: string): Promise<ApiKey> {
    requireAdmin(viewer, ApiKeyMessages.adminOnly);
    if (!isUuid(id)) throw notFound(ApiKeyMessages.notFound);
    const apiKey = await em.findOne(ApiKey, { id });
    if (!apiKey) throw notFound(ApiKeyMessages.notFound);
    if (!apiKey.revokedAt) {
      apiKey.revokedAt = new Date();
      await em.flush();
    }
    return apiKey;
  }

  /** The key a request carries; an unknown or revoked key is refused (401), never taken as anonymous. */
  async authenticate(em: EntityManager, secret: string): Promise<ApiClient> {
    const row = secret.startsWith(SECRET_PREFIX)
      ? await em.findOne(ApiKey, { secretHash: hashSecret(secret), revokedAt: null })
      : null;
    if (!row) throw unauthenticated(ApiKeyMessages.invalid);
    const now = Date.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
      await em.nativeUpdate(ApiKey, { id: row.id }, { lastUsedAt: new Date(now) });
    return { keyId: row.id, scopes: row.scopes };
  }
}
