import { runSql, SqlParams, type RowSource } from '../../common/sql.js';

/**
 * The admin's read side of payments (issue 32): a page of payments by filters, newest first
 * (keyset on `(created_at, id)`, the index `payments_created_idx`), one payment, its events and
 * its refunds. Plain rows; the admin service makes them views.
 */

export interface PaymentRow {
  id: string;
  provider: string;
  purpose: 'order' | 'topup';
  user_id: string;
  order_id: string | null;
  amount_paise: number;
  currency: string;
  state: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  method: string | null;
  failure_reason: string | null;
  expires_at: Date;
  paid_at: Date | null;
  checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** `created_at` as PostgreSQL prints it (microseconds kept), for the cursor. */
  sort_value: string;
}

const COLUMNS = `id, provider, purpose, user_id, order_id, amount_paise, currency, state, provider_order_id,
  provider_payment_id, method, failure_reason, expires_at, paid_at, checked_at, created_at, updated_at,
  created_at::text as sort_value`;

/** What a page is filtered by (each optional; all given ones hold). */
export interface PaymentFilter {
  state?: string | undefined;
  provider?: string | undefined;
  purpose?: 'order' | 'topup' | undefined;
  /** Created at or after. */
  from?: Date | undefined;
  /** Created before. */
  to?: Date | undefined;
  /**
   * The search: an id prefix (the payment's or the order's, lower-case hex), a provider id
   * (`ILIKE` pattern) or one of the accounts whose e-mail matched.
   */
  search?: { idPrefix: string | null; pattern: string; userIds: string[] } | undefined;
  /** The cursor's row: its `created_at` as printed and id. */
  after?: { value: string; id: string } | undefined;
}

function whereOf(f: PaymentFilter, p: SqlParams): string {
  const where: string[] = [];
  if (f.state) where.push(`state = ${p.add(f.state)}`);
  if (f.provider) where.push(`provider = ${p.add(f.provider)}`);
  if (f.purpose) where.push(`purpose = ${p.add(f.purpose)}`);
  if (f.from) where.push(`created_at >= ${p.add(f.from)}`);
  if (f.to) where.push(`created_at < ${p.add(f.to)}`);
  if (f.search) {
    const s = f.search;
    const any = [
      `provider_order_id ilike ${p.add(s.pattern)}`,
      `provider_payment_id ilike ${p.add(s.pattern)}`,
    ];
    if (s.idPrefix) {
      const prefix = p.add(`${s.idPrefix}%`);
      any.push(`id::text like ${prefix}`, `order_id::text like ${prefix}`);
    }
    if (s.userIds.length) any.push(`user_id = any(${p.add(s.userIds, 'uuid[]')})`);
    where.push(`(${any.join(' or ')})`);
  }
  if (f.after)
    where.push(`(created_at, id) < (${p.add(f.after.value)}::timestamptz, ${p.add(f.after.id)}::uuid)`);
  return where.length ? `where ${where.join(' and ')}` : '';
}

/** Up to `limit` payments matching `f`, newest first (`limit` an integer the service bounds). */
export function paymentPage(db: RowSource, f: PaymentFilter, limit: number): Promise<PaymentRow[]> {
  const p = new SqlParams();
  const where = whereOf(f, p);
  return runSql<PaymentRow>(
    db,
    `select ${COLUMNS} from payments ${where} order by created_at desc, id desc limit ${Math.trunc(limit)}`,
    p.values,
  );
}

/** One payment (`id` a checked uuid). */
export async function paymentById(db: RowSource, id: string): Promise<PaymentRow | undefined> {
  const [row] = await runSql<PaymentRow>(db, `select ${COLUMNS} from payments where id = $1`, [id]);
  return row;
}

export interface PaymentEventRow {
  id: string;
  source: string;
  kind: string;
  provider_event_id: string;
  detail: Record<string, unknown>;
  received_at: Date;
}

/** Every event recorded about a payment, in the order received. */
export function eventsOfPayment(db: RowSource, paymentId: string): Promise<PaymentEventRow[]> {
  return runSql<PaymentEventRow>(
    db,
    `select id, source, kind, provider_event_id, detail, received_at from payment_events
     where payment_id = $1 order by received_at, id`,
    [paymentId],
  );
}

export interface PaymentRefundRow {
  id: string;
  amount_paise: number;
  state: string;
  provider_refund_id: string | null;
  idempotency_key: string;
  created_at: Date;
}

/** A payment's refunds through the provider, oldest first. */
export function refundsOfPayment(db: RowSource, paymentId: string): Promise<PaymentRefundRow[]> {
  return runSql<PaymentRefundRow>(
    db,
    `select id, amount_paise, state, provider_refund_id, idempotency_key, created_at from payment_refunds
     where payment_id = $1 order by created_at, id`,
    [paymentId],
  );
}
