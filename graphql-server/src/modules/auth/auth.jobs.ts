import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../common/jobs.js';
import { Session } from './session.entity.js';

/** How long an ended session (expired or signed out) is kept: its device shows in no list after. */
export const ENDED_SESSION_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets sessions that ended more than a day before `now` (expired, or revoked by a sign-out, a
 * password change or "sign out other devices"): a session row holds the device and the address it
 * was used from, which nothing needs once it can no longer be used. Hourly, on one instance.
 */
export function endedSessionsJob(em: () => EntityManager): JobDefinition {
  return {
    name: 'auth.ended-sessions',
    cron: '17 * * * *',
    async run(_data, now) {
      const before = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
      const removed = await em().nativeDelete(Session, {
        $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }],
      });
      return { removed };
    },
  };
}
