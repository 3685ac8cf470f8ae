import type { EntityManager } from '@mikro-orm/postgresql';
import { deviceName } from './device-name.js';

/** The account's sessions (device, address, signed in, last seen), for the shopper's data export. */
export async function exportSessions(em: EntityManager, userId: string) {
  const rows = await em.execute<
    {
      id: string;
      user_agent: string | null;
      ip: string | null;
      created_at: Date;
      refreshed_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
    }[]
  >(
    `select id, user_agent, ip, created_at, refreshed_at, expires_at, revoked_at
       from sessions where user_id = ? order by created_at`,
    [userId],
  );
  return rows.map((s) => ({
    id: s.id,
    device: deviceName(s.user_agent),
    userAgent: s.user_agent,
    ipAddress: s.ip,
    signedInAt: s.created_at,
    lastSeenAt: s.refreshed_at,
    expiresAt: s.expires_at,
    endedAt: s.revoked_at,
  }));
}
