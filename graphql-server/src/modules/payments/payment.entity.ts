import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

/** A payment's state at the shop: `pending` until the provider says paid or failed; `expired` by the sweep. */
export enum PaymentState {
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  EXPIRED = 'expired',
}
registerEnumType(PaymentState, {
  name: 'PaymentState',
  description:
    'pending → paid | failed (a failed attempt may still be paid on retry) | expired (the hold ran out).',
});

export type PaymentPurpose = 'order' | 'topup';
export type PaymentEventSource = 'webhook' | 'return' | 'direct' | 'reconcile' | 'expiry' | 'admin';

/**
 * One provider order: the amount (integer paise, always from the server's totals) the shopper is
 * asked to pay for an order or a wallet top-up. Never a card number: the provider's ids only.
 */
@Entity({ tableName: 'payments' })
export class Payment {
  [OptionalProps]?:
    | 'currency'
    | 'state'
    | 'providerOrderId'
    | 'providerPaymentId'
    | 'method'
    | 'description'
    | 'failureReason'
    | 'paidAt'
    | 'checkedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'orderId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'text' }) purpose!: PaymentPurpose;
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'integer' }) amountPaise!: number;
  @Property({ type: 'text' }) currency = 'INR';
  @Enum({ items: () => PaymentState, type: 'text' }) state: PaymentState = PaymentState.PENDING;
  @Property({ type: 'text', nullable: true }) providerOrderId: string | null = null;
  @Property({ type: 'text', nullable: true }) providerPaymentId: string | null = null;
  /** card, upi, netbanking… as the provider reports it. */
  @Property({ type: 'text', nullable: true }) method: string | null = null;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text', nullable: true }) failureReason: string | null = null;
  @Property({ type: 'timestamptz' }) expiresAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) paidAt: Date | null = null;
  @Property({ type: 'timestamptz', nullable: true }) checkedAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Every event received about a payment; (provider, provider event id) is unique: a repeat is a no-op. */
@Entity({ tableName: 'payment_events' })
export class PaymentEvent {
  [OptionalProps]?: 'receivedAt' | 'detail' | 'paymentId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid', nullable: true }) paymentId: string | null = null;
  @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'text' }) providerEventId!: string;
  @Property({ type: 'text' }) source!: PaymentEventSource;
  @Property({ type: 'text' }) kind!: string;
  @Property({ type: 'json' }) detail: Record<string, unknown> = {};
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) receivedAt: Date = new Date();
}

/** A refund through the provider, once per idempotency key. */
@Entity({ tableName: 'payment_refunds' })
export class PaymentRefund {
  [OptionalProps]?: 'createdAt' | 'providerRefundId' | 'state' | 'orderId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) paymentId!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'integer' }) amountPaise!: number;
  @Property({ type: 'text' }) idempotencyKey!: string;
  @Property({ type: 'text', nullable: true }) providerRefundId: string | null = null;
  @Property({ type: 'text' }) state: 'pending' | 'processed' | 'failed' = 'pending';
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
