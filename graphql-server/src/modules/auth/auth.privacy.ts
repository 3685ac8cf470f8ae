import type { RowSource } from '../../common/sql.js';
import { sessionsOf } from './auth.sql.js';
import { deviceName } from './device-name.js';

/** The account's sessions (device, address, signed in, last seen), for the shopper's data export. */
export async function exportSessions(db: RowSource, userId: string) {
  const rows = await sessionsOf(db, userId);
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
