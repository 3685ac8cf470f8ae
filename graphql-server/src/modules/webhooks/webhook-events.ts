/**
 * Every webhook event type, **one line each**: the domain event it comes from (`on`, a name of
 * `src/events.ts`), the aggregate it belongs to (its payload's field `key` holds the aggregate's id,
 * or a list of ids: one webhook event per id), an optional condition on the domain event's payload
 * (`when`) and the payload fields the event keeps (`keep`). The outbox writer, the GraphQL
 * subscription fields (webhook-only) and the admin's list of events all come from this table.
 *
 * Adding one (docs/architecture.md, "Webhooks"): a line here, e.g.
 * `orderPaid: { on: 'OrderPaid', aggregate: 'order', key: 'orderId' },`
 */
export type WebhookAggregate = 'order' | 'product' | 'customer' | 'review' | 'invoice' | 'creditNote';

type Payload = Record<string, unknown>;

export interface WebhookEventSpec {
  on: string;
  aggregate: WebhookAggregate;
  key: string;
  when?: (payload: Payload) => boolean;
  keep?: readonly string[];
  description?: string;
}

const to = (status: string) => (p: Payload) => p.to === status;
const productChange =
  (...changes: (string | undefined)[]) =>
  (p: Payload) =>
    changes.includes(p.change as string | undefined);

export const WEBHOOK_EVENTS = {
  orderPlaced: { on: 'OrderPlaced', aggregate: 'order', key: 'orderId' },
  orderPaid: { on: 'OrderPaid', aggregate: 'order', key: 'orderId' },
  orderStatusChanged: { on: 'OrderStatusChanged', aggregate: 'order', key: 'orderId', keep: ['from', 'to'] },
  orderCancelled: { on: 'OrderStatusChanged', aggregate: 'order', key: 'orderId', when: to('Cancelled') },
  orderReturned: { on: 'OrderStatusChanged', aggregate: 'order', key: 'orderId', when: to('Returned') },
  orderRefunded: {
    on: 'RefundIssued',
    aggregate: 'order',
    key: 'orderId',
    keep: ['refundPaise', 'feePaise'],
  },
  productCreated: {
    on: 'ProductChanged',
    aggregate: 'product',
    key: 'productId',
    when: productChange('created'),
  },
  productEdited: {
    on: 'ProductChanged',
    aggregate: 'product',
    key: 'productId',
    when: productChange('updated', undefined),
  },
  productStockChanged: { on: 'StockChanged', aggregate: 'product', key: 'productIds' },
  productDeleted: {
    on: 'ProductChanged',
    aggregate: 'product',
    key: 'productId',
    when: productChange('deleted'),
  },
  customerCreated: { on: 'CustomerCreated', aggregate: 'customer', key: 'userId' },
  customerErased: { on: 'AccountErased', aggregate: 'customer', key: 'userId' },
  reviewAdded: { on: 'ReviewAdded', aggregate: 'review', key: 'reviewId', keep: ['productId'] },
  invoiceIssued: { on: 'InvoiceIssued', aggregate: 'invoice', key: 'invoiceId', keep: ['orderId', 'number'] },
  creditNoteIssued: {
    on: 'CreditNoteIssued',
    aggregate: 'creditNote',
    key: 'creditNoteId',
    keep: ['orderId', 'invoiceId', 'number', 'kind'],
  },
} satisfies Record<string, WebhookEventSpec>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

const specs: Record<string, WebhookEventSpec> = WEBHOOK_EVENTS;

export function isWebhookEventType(name: string): name is WebhookEventType {
  return Object.hasOwn(specs, name);
}

/** A webhook event ready for the outbox. */
export interface OutboxEvent {
  type: string;
  /** `<aggregate>:<id>` */
  aggregate: string;
  occurredAt: Date;
  /** the aggregate's id under its own name (`orderId` …) and the kept fields */
  data: Payload;
}

const ID_FIELD: Record<WebhookAggregate, string> = {
  order: 'orderId',
  product: 'productId',
  customer: 'customerId',
  review: 'reviewId',
  invoice: 'invoiceId',
  creditNote: 'creditNoteId',
};

/** The webhook events one domain event makes (none for most). */
export function webhookEventsOf(domainType: string, payload: unknown, at: Date): OutboxEvent[] {
  const p = (payload ?? {}) as Payload;
  const out: OutboxEvent[] = [];
  for (const [type, spec] of Object.entries(specs)) {
    if (spec.on !== domainType || (spec.when && !spec.when(p))) continue;
    const ids = p[spec.key];
    for (const id of Array.isArray(ids) ? ids : [ids]) {
      if (typeof id !== 'string') continue;
      const data: Payload = { [ID_FIELD[spec.aggregate]]: id };
      for (const field of spec.keep ?? []) data[field] = p[field] ?? null;
      out.push({ type, aggregate: `${spec.aggregate}:${id}`, occurredAt: at, data });
    }
  }
  return out;
}
