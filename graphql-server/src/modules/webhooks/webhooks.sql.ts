import { runSql, type RowSource } from '../../common/sql.js';

/**
 * The webhooks module's hand-written statements (the database rule, docs/architecture.md). The
 * outbox, the dispatcher and the endpoints' statements still use `em.execute` (eslint's "TO MOVE"
 * list); new ones live here.
 */

export interface CleanedUp {
  deliveries: number;
  events: number;
}

/**
 * The cleanup (`webhooks.cleanup`): finished deliveries whose last attempt is older than
 * `deliveredBefore` (succeeded) or `failedBefore` (failed: kept at least as long as an admin may
 * redeliver them) go; then the outbox's events older than `deliveredBefore` that no delivery refers
 * to any more (their endpoints' rows gone, or none subscribed). Pending deliveries and the
 * per-aggregate sequences are never touched: a receiver's order stays intact.
 */
export async function deleteFinishedDeliveries(
  db: RowSource,
  deliveredBefore: Date,
  failedBefore: Date,
): Promise<CleanedUp> {
  const [row] = await runSql<{ deliveries: number; events: number }>(
    db,
    // One statement: a data-modifying CTE's deletions are invisible to its siblings, so the events'
    // check leaves out the deliveries `gone` removes by their ids.
    `with gone as (
       delete from webhook_deliveries
       where (state = 'succeeded' and last_attempt_at < $1) or (state = 'failed' and last_attempt_at < $2)
       returning id
     ),
     events as (
       delete from webhook_events ev
       where ev.occurred_at < $1
         and not exists (
           select 1 from webhook_deliveries d where d.event_id = ev.id and d.id not in (select id from gone)
         )
       returning ev.id
     )
     select (select count(*)::int from gone) as deliveries, (select count(*)::int from events) as events`,
    [deliveredBefore, failedBefore],
  );
  return { deliveries: row?.deliveries ?? 0, events: row?.events ?? 0 };
}
