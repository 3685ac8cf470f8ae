import crypto from 'node:crypto';
import type { CommitWriter } from '../../common/events.js';
import { webhookEventsOf } from './webhook-events.js';

/**
 * The transactional outbox: the commit writer the webhooks module registers on the event bus.
 * Every webhook event of a transaction, its per-aggregate sequence and one delivery per subscribed
 * endpoint are written by **one statement**, inside the transaction, just before it commits: the
 * change and its events commit or roll back together.
 *
 * The sequence: `webhook_sequences` holds each aggregate's last number; the upsert takes the row's
 * lock, so two transactions on one aggregate number their events one after the other (the second
 * waits for the first to commit), and a receiver can order an aggregate's events by it.
 */
const OUTBOX_SQL = `
with input as (
  select * from jsonb_to_recordset(?::jsonb)
    as x(id uuid, type text, aggregate text, occurred_at timestamptz, data jsonb, ord int, n int,
         traceparent text)
),
seq as (
  insert into webhook_sequences (aggregate, last)
  select aggregate, max(n) from input group by aggregate
  on conflict (aggregate) do update set last = webhook_sequences.last + excluded.last
  returning aggregate, last
),
ev as (
  insert into webhook_events (id, type, aggregate, sequence, occurred_at, data, traceparent)
  select i.id, i.type, i.aggregate, s.last - i.n + i.ord, i.occurred_at, i.data, i.traceparent
  from input i join seq s on s.aggregate = i.aggregate
  returning id, type, occurred_at
)
insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
select ev.id, e.id, ev.occurred_at
from ev join webhook_endpoints e on e.event_type = ev.type
returning endpoint_id`;

export interface OutboxWritten {
  events: number;
  deliveries: number;
}

/**
 * The writer; `written` hears what each transaction wrote (the dispatcher is woken by it).
 * `traceparent`: the W3C trace context of the change (tracing on), kept with its events so their
 * deliveries continue its trace; absent or answering undefined, none is kept.
 */
export function outboxWriter(
  written?: (w: OutboxWritten) => void,
  traceparent?: () => string | undefined,
): CommitWriter {
  return async (raised, sql) => {
    const events = raised.flatMap((e) => webhookEventsOf(e.type, e.payload, e.at));
    if (!events.length) return;
    const trace = traceparent?.() ?? null;
    const counts = new Map<string, number>();
    const rows = events.map((e) => {
      const ord = (counts.get(e.aggregate) ?? 0) + 1;
      counts.set(e.aggregate, ord);
      return {
        id: crypto.randomUUID(),
        type: e.type,
        aggregate: e.aggregate,
        occurred_at: e.occurredAt,
        data: e.data,
        ord,
        traceparent: trace,
      };
    });
    const input = rows.map((r) => ({ ...r, n: counts.get(r.aggregate) }));
    const deliveries = await sql(OUTBOX_SQL, [JSON.stringify(input)]);
    written?.({ events: events.length, deliveries: deliveries.length });
  };
}
