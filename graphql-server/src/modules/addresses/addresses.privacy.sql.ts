import { runSql, type RowSource } from '../../common/sql.js';

/** The address book's statements for the privacy module (common/sql.ts `runSql`). */

const EXPORT = `select id, name, phone, address, city, postal_code as "postalCode", is_default as "isDefault",
    last_used_at as "lastUsedAt", created_at as "createdAt", updated_at as "updatedAt"
  from addresses where user_id = $1 order by created_at`;

/** The shopper's address book, for their data export (docs/privacy.md). */
export function exportAddresses(db: RowSource, userId: string) {
  return runSql(db, EXPORT, [userId]);
}

const FORGET = `delete from addresses where user_id = $1`;

/** Erasure: the address book goes (inside the erasure's transaction). */
export async function forgetAddresses(tx: RowSource, userId: string): Promise<void> {
  await runSql(tx, FORGET, [userId]);
}
