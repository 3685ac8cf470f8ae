import { runSql, type RowSource } from '../../common/sql.js';

/** The newsletter's statements (its one table, `newsletter_subscriptions`). */

export interface SubscriptionRow {
  email: string;
  createdAt: Date;
  confirmedAt: Date | null;
}

const FIND = `select email, created_at as "createdAt", confirmed_at as "confirmedAt"
  from newsletter_subscriptions where email = $1`;

/** The address's entry, if any. */
export async function findSubscription(db: RowSource, email: string): Promise<SubscriptionRow | undefined> {
  return (await runSql<SubscriptionRow>(db, FIND, [email]))[0];
}

const ADD_PENDING = `insert into newsletter_subscriptions (email) values ($1) on conflict (email) do nothing`;

/** A pending (unconfirmed) entry; an existing entry stays as it is. */
export async function addPending(db: RowSource, email: string): Promise<void> {
  await runSql(db, ADD_PENDING, [email]);
}

const CONFIRM = `insert into newsletter_subscriptions (email, confirmed_at) values ($1, $2)
  on conflict (email) do update
    set confirmed_at = coalesce(newsletter_subscriptions.confirmed_at, excluded.confirmed_at)
  returning confirmed_at as "confirmedAt"`;

/**
 * Confirms the address (adding it when it went meanwhile). True when this call confirmed it;
 * false when it was confirmed already (the first confirmation's time stays).
 */
export async function confirmSubscription(db: RowSource, email: string, at: Date): Promise<boolean> {
  const [row] = await runSql<{ confirmedAt: Date | string }>(db, CONFIRM, [email, at]);
  return !!row && new Date(row.confirmedAt).getTime() === at.getTime();
}

const REMOVE = `delete from newsletter_subscriptions where email = $1 returning confirmed_at is not null as "wasConfirmed"`;

/** Removes the address; whether there was an entry, and whether it was confirmed. */
export async function removeSubscription(
  db: RowSource,
  email: string,
): Promise<{ existed: boolean; wasConfirmed: boolean }> {
  const [row] = await runSql<{ wasConfirmed: boolean }>(db, REMOVE, [email]);
  return { existed: !!row, wasConfirmed: !!row?.wasConfirmed };
}

const SWEEP = `delete from newsletter_subscriptions where confirmed_at is null and created_at < $1 returning 1 as n`;

/** Retention: unconfirmed entries older than `before` (their link has expired) go; how many. */
export async function sweepUnconfirmed(db: RowSource, before: Date): Promise<number> {
  return (await runSql(db, SWEEP, [before])).length;
}

const EXPORT = `select email, created_at as "createdAt", confirmed_at as "confirmedAt"
  from newsletter_subscriptions where email = $1`;

/** The shopper's entry, for their download. */
export function exportNewsletter(db: RowSource, email: string): Promise<SubscriptionRow[]> {
  return runSql<SubscriptionRow>(db, EXPORT, [email]);
}

const FORGET = `delete from newsletter_subscriptions where email = $1`;

/** Erasure: the entry goes. */
export async function forgetNewsletter(tx: RowSource, email: string): Promise<void> {
  await runSql(tx, FORGET, [email]);
}
