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
