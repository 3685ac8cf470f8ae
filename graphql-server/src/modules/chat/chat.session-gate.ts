import { readRows, type RowSource } from '../../common/sql.js';

const TTL_MS = 1_000;
const LIVE = `select 1 as n from sessions where id = $1 and revoked_at is null and expires_at > now()`;

/**
 * Is a session still live (not logged out, not revoked by a password change, not expired)?
 * Subscriptions ask before every delivery; answers are cached for a second per session, so a
 * burst of events costs one query per session, not one per event.
 */
export class SessionGate {
  private readonly cache = new Map<string, { at: number; live: Promise<boolean> }>();

  isLive(db: RowSource, sessionId: string): Promise<boolean> {
    const now = Date.now();
    const hit = this.cache.get(sessionId);
    if (hit && now - hit.at < TTL_MS) return hit.live;
    const live = readRows<{ n: number }>(db, LIVE, [sessionId])
      .then((rows) => rows.length > 0)
      .catch(() => false);
    this.cache.set(sessionId, { at: now, live });
    if (this.cache.size > 10_000) {
      for (const [k, v] of this.cache) if (now - v.at >= TTL_MS) this.cache.delete(k);
    }
    return live;
  }
}
