import { LRUCache } from 'lru-cache';
import type { RowSource } from '../../common/sql.js';
import { sessionIsLiveNow } from './auth-reads.sql.js';

const TTL_MS = 1_000;

/**
 * Is a session still live (not logged out, not revoked by a password change, not expired)? For
 * long-lived subscriptions that ask before every delivery (chat): answers are kept a second per
 * session, so a burst of events costs one query per session, not one per event. A failed read
 * answers "not live".
 */
export class SessionGate {
  private readonly cache = new LRUCache<string, Promise<boolean>>({ max: 10_000, ttl: TTL_MS });

  isLive(db: RowSource, sessionId: string): Promise<boolean> {
    const hit = this.cache.get(sessionId);
    if (hit) return hit;
    const live = sessionIsLiveNow(db, sessionId).catch(() => false);
    this.cache.set(sessionId, live);
    return live;
  }
}
