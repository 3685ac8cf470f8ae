import { runSql, type RowSource } from '../../common/sql.js';

/**
 * What other modules may read of auth's tables, asked through auth's face (one prepared statement
 * each). Auth's own services keep their statements where they are.
 */

const LIVE = `select 1 as n from sessions where id = $1 and revoked_at is null and expires_at > now()`;

/** Is a session live: not logged out, not revoked (password change, disabled admin), not expired? */
export async function sessionIsLiveNow(db: RowSource, sessionId: string): Promise<boolean> {
  return (await runSql<{ n: number }>(db, LIVE, [sessionId])).length > 0;
}

/** An account as other modules show it. */
export interface AccountCard {
  id: string;
  name: string;
  email: string;
  role: string;
}

const ACCOUNT = `select id, name, email, role from users where id = $1`;

/** One account's name, e-mail and role; undefined when there is none (`userId` a checked uuid). */
export async function accountCard(db: RowSource, userId: string): Promise<AccountCard | undefined> {
  const [row] = await runSql<AccountCard>(db, ACCOUNT, [userId]);
  return row;
}

const LOCK_ACCOUNT = `select id from users where id = $1 for update`;

/**
 * Locks an account's row in the caller's transaction, so one account's changes elsewhere (its
 * address book) run one at a time. Answers nothing; a missing account locks nothing.
 */
export async function lockAccount(tx: RowSource, userId: string): Promise<void> {
  await runSql(tx, LOCK_ACCOUNT, [userId]);
}

const IDS_BY_EMAIL = `select id from users where email ilike $1 order by id limit $2`;

/**
 * Accounts whose e-mail contains `pattern` (an `ILIKE` pattern the caller escapes), at most
 * `limit` ids: other modules' admin searches "by customer e-mail" (payments).
 */
export async function accountIdsByEmail(db: RowSource, pattern: string, limit: number): Promise<string[]> {
  return (await runSql<{ id: string }>(db, IDS_BY_EMAIL, [pattern, limit])).map((r) => r.id);
}

const EMAILS = `select id, email from users where id = any($1::uuid[])`;

/** The e-mail of each account among `ids` (checked uuids), by id; a missing account is absent. */
export async function accountEmails(db: RowSource, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await runSql<{ id: string; email: string }>(db, EMAILS, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r.email]));
}
