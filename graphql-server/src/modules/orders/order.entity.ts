import {
  Collection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { Product } from '../catalog/index.js';

/** The words are what the database stores and REST shows. */
export enum OrderStatus {
  PENDING = 'Pending',
  PROCESSING = 'Processing',
  SHIPPED = 'Shipped',
  DELIVERED = 'Delivered',
  CANCELLED = 'Cancelled',
  RETURN_REQUESTED = 'Return Requested',
  RETURNED = 'Returned',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'Pending → Processing → Shipped → Delivered (admin); Pending → Cancelled (shopper); Delivered → Return Requested (shopper) → Returned (admin).',
});

/** Statuses whose whole base total stands as revenue; Cancelled and Returned keep only their fee (`revenue.ts`, `docs/revenue.md`). */
export const REVENUE_STATUSES = [
  OrderStatus.PENDING,
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.RETURN_REQUESTED,
];

/** The only moves `updateOrderStatus` makes; cancel and returns have their own operations. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  [OrderStatus.PENDING]: OrderStatus.PROCESSING,
  [OrderStatus.PROCESSING]: OrderStatus.SHIPPED,
  [OrderStatus.SHIPPED]: OrderStatus.DELIVERED,
};

export enum PaymentMethod {
  CARD = 'card',
  UPI = 'upi',
  WALLET = 'wallet',
  COD = 'cod',
}
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description:
    'card (last four kept), upi (UPI id kept), wallet (nothing left to pay) or cod (cash on delivery, paid when delivered).',
});

/** Whether the order's money came: only a paid order is a sale (docs/payments.md). */
export enum OrderPaymentStatus {
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  EXPIRED = 'expired',
}
registerEnumType(OrderPaymentStatus, {
  name: 'OrderPaymentStatus',
  description: 'Payment pending → Paid | Payment failed (may be retried until the hold expires) | Expired.',
});

export const PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  [OrderPaymentStatus.PENDING]: 'Payment pending',
  [OrderPaymentStatus.PAID]: 'Paid',
  [OrderPaymentStatus.FAILED]: 'Payment failed',
  [OrderPaymentStatus.EXPIRED]: 'Expired',
};

@Entity({ tableName: 'orders' })
export class Order {
  [OptionalProps]?:
    | 'status'
    | 'createdAt'
    | 'updatedAt'
    | 'deliveredAt'
    | 'refundedPaise'
    | 'sourceRefundedPaise'
    | 'feePaise'
    | 'returnReason'
    | 'returnDetails'
    | 'upiId'
    | 'upiProvider'
    | 'cardLastFour'
    | 'promoCode'
    | 'promoLabel'
    | 'paymentStatus'
    | 'holdExpiresAt'
    | 'shippingStateCode'
    | 'buyerGstin'
    | 'buyerBusinessName';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => OrderStatus, type: 'text' })
  status: OrderStatus = OrderStatus.PENDING;

  @Property({ type: 'text' }) shippingName!: string;
  @Property({ type: 'text' }) shippingPhone!: string;
  @Property({ type: 'text' }) shippingEmail!: string;
  @Property({ type: 'text' }) shippingAddress!: string;
  @Property({ type: 'text' }) shippingCity!: string;
  @Property({ type: 'text' }) shippingPostalCode!: string;
  /** GST state code of the delivery address (the place of supply); null on orders from before GST. */
  @Property({ type: 'text', nullable: true }) shippingStateCode: string | null = null;
  /** A business buyer's GSTIN and registered name (both or neither). */
  @Property({ type: 'text', nullable: true }) buyerGstin: string | null = null;
  @Property({ type: 'text', nullable: true }) buyerBusinessName: string | null = null;

  @Enum({ items: () => PaymentMethod, type: 'text' })
  paymentMethod!: PaymentMethod;

  @Enum({ items: () => OrderPaymentStatus, type: 'text' })
  paymentStatus: OrderPaymentStatus = OrderPaymentStatus.PAID;
  /** Until when the unpaid order holds its stock (null once paid or ended). */
  @Property({ type: 'timestamptz', nullable: true }) holdExpiresAt: Date | null = null;

  @Property({ type: 'text', nullable: true }) upiId: string | null = null;
  @Property({ type: 'text', nullable: true }) upiProvider: string | null = null;
  @Property({ type: 'text', nullable: true }) cardLastFour: string | null = null;

  @Property({ type: 'integer' }) subtotalPaise!: number;
  @Property({ type: 'integer', fieldName: 'gst_paise' }) gstPaise!: number;
  @Property({ type: 'integer' }) promoDiscountPaise!: number;
  @Property({ type: 'text', nullable: true }) promoCode: string | null = null;
  @Property({ type: 'text', nullable: true }) promoLabel: string | null = null;
  @Property({ type: 'integer' }) baseTotalPaise!: number;
  @Property({ type: 'integer' }) walletUsedPaise!: number;
  /** What was left to pay by card or UPI. */
  @Property({ type: 'integer' }) totalPaise!: number;
  @Property({ type: 'integer', nullable: true }) refundedPaise: number | null = null;
  /** Of the refund, what an admin sent to the original payment method instead of the wallet. */
  @Property({ type: 'integer', nullable: true }) sourceRefundedPaise: number | null = null;
  @Property({ type: 'integer', nullable: true }) feePaise: number | null = null;

  @Property({ type: 'text', nullable: true }) returnReason: string | null = null;
  @Property({ type: 'text', nullable: true }) returnDetails: string | null = null;

  @Property({ type: 'timestamptz', nullable: true }) deliveredAt: Date | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @OneToMany({ entity: () => OrderItem, mappedBy: 'order', orderBy: { position: 'asc' } })
  items = new Collection<OrderItem>(this);
}

/** A snapshot of one purchased product, as it was when ordered. */
@Entity({ tableName: 'order_items' })
export class OrderItem {
  [OptionalProps]?: 'imagePath' | 'position';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => Order, fieldName: 'order_id', deleteRule: 'cascade' })
  order!: Order;

  @ManyToOne({ entity: () => Product, fieldName: 'product_id', nullable: true, deleteRule: 'set null' })
  product: Product | null = null;

  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'integer' }) unitPricePaise!: number;
  @Property({ type: 'integer' }) quantity!: number;
  @Property({ type: 'text', nullable: true }) imagePath: string | null = null;
  @Property({ type: 'integer' }) position = 0;
}

/** Idempotency keys: (user, key) → the request's hash and the order it made. */
@Entity({ tableName: 'order_requests' })
export class OrderRequest {
  [OptionalProps]?: 'createdAt' | 'orderId';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'text', fieldName: 'idempotency_key' })
  key!: string;

  @Property({ type: 'text' }) requestHash!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
