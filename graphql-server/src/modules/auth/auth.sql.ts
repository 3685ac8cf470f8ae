import { runSql, type RowSource } from '../../common/sql.js';
import type { Viewer } from '../../common/context.js';

/**
 * Auth's own hand-written statements (common/sql.ts `runSql`: named, prepared, `$n`; on the
 * transaction's connection when given a transaction's manager). What other modules may read of
 * auth's tables is in `auth-reads.sql.ts`, asked through auth's face.
 */

/** What authenticating a token needs of its session and user. */
export interface SessionRow {
  user_id: string;
  generation: number;
  /** A Date or ISO text, as the connection's type parsers give it. */
  expires_at: Date | string;
  revoked_at: Date | string | null;
  role: Viewer['role'];
}
const SESSION_FOR_TOKEN = `select s.user_id, s.generation, s.expires_at, s.revoked_at, u.role
  from sessions s join users u on u.id = s.user_id where s.id = $1 and u.disabled_at is null`;

/** A session and its enabled user, for a token (`sessionId` a checked uuid); undefined when none. */
export async function sessionForToken(db: RowSource, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await runSql<SessionRow>(db, SESSION_FOR_TOKEN, [sessionId]);
  return row;
}

/** A session as the shopper's data export lists it. */
export interface SessionExportRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  refreshed_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}
const SESSIONS_OF = `select id, user_agent, ip, created_at, refreshed_at, expires_at, revoked_at
  from sessions where user_id = $1 order by created_at`;

/** Every session of an account, oldest first (ended ones too). */
export function sessionsOf(db: RowSource, userId: string): Promise<SessionExportRow[]> {
  return runSql<SessionExportRow>(db, SESSIONS_OF, [userId]);
}

const LOCK_FOR_UPDATE = `select id from users where id = $1 and erased_at is null for update`;
const LOCK_FOR_SHARE = `select id from users where id = $1 and erased_at is null for share`;

/**
 * Locks an account's row in the caller's transaction (`share`: against an erasure only; `update`:
 * against every other change of it too); false when there is none or it was erased.
 */
export async function lockAccountRow(
  tx: RowSource,
  userId: string,
  mode: 'update' | 'share',
): Promise<boolean> {
  const rows = await runSql<{ id: string }>(tx, mode === 'update' ? LOCK_FOR_UPDATE : LOCK_FOR_SHARE, [
    userId,
  ]);
  return rows.length > 0;
}

const DELETE_ACCOUNT_CODES = `delete from one_time_codes where email = $1 or payload ->> 'userId' = $2`;

/** Every one-time code of an account (by its e-mail, or naming it in its payload). */
export async function deleteAccountCodes(tx: RowSource, email: string, userId: string): Promise<void> {
  await runSql(tx, DELETE_ACCOUNT_CODES, [email, userId]);
}

// ---------------------------------------------------------------- retention (auth.retention.ts)

const DELETE_UNVERIFIED = `delete from users
  where role = 'customer' and not is_verified and erased_at is null and created_at < $1 returning email`;
const DELETE_CODES_OF = `delete from one_time_codes where email = any($1::text[]) returning id`;
const DELETE_SPENT_CODES = `delete from one_time_codes where consumed_at < $1 or expires_at < $1 returning id`;
const FORGET_SESSION_DETAILS = `update sessions set ip = null, user_agent = null
  where created_at < $1 and (ip is not null or user_agent is not null) returning id`;

/** Deletes registrations never verified, made before `before`; answers their e-mails. */
export async function deleteUnverifiedAccounts(tx: RowSource, before: Date): Promise<string[]> {
  return (await runSql<{ email: string }>(tx, DELETE_UNVERIFIED, [before])).map((r) => r.email);
}

/** Deletes the one-time codes sent to these addresses; answers how many. */
export async function deleteCodesOf(tx: RowSource, emails: readonly string[]): Promise<number> {
  if (!emails.length) return 0;
  return (await runSql(tx, DELETE_CODES_OF, [emails])).length;
}

/** Deletes codes used or expired before `before`; answers how many. */
export async function deleteSpentCodes(tx: RowSource, before: Date): Promise<number> {
  return (await runSql(tx, DELETE_SPENT_CODES, [before])).length;
}

/** Forgets the client address and user agent of sessions begun before `before`; answers how many. */
export async function forgetSessionDetails(tx: RowSource, before: Date): Promise<number> {
  return (await runSql(tx, FORGET_SESSION_DETAILS, [before])).length;
}
