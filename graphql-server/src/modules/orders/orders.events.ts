import type { ShippingDetails } from './checkout.js';
import type { OrderStatus } from './order.entity.js';

export interface OrderPlaced {
  orderId: string;
  userId: string;
  productNames: string[];
  /** the first item's image, shown beside the notification */
  imagePath: string | null;
  baseTotalPaise: number;
  /** where it ships (the shopper's address book keeps it) */
  shipping: Omit<ShippingDetails, 'email'>;
}

export interface OrderStatusChanged {
  orderId: string;
  userId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** set when the shopper asked for a return */
  returnReason?: string | null;
}

/** A cancelled or returned order's refund was credited to the wallet (the fee kept). */
export interface RefundIssued {
  orderId: string;
  userId: string;
  cause: 'cancelled' | 'returned';
  refundPaise: number;
  feePaise: number;
}

/**
 * The order's money came (at placement when nothing was left to pay, else when its payment
 * settled): from here it is a sale (notification, mail, the admins' bell, sales figures).
 */
export type OrderPaid = OrderPlaced;

/** An unpaid order's payment moved (failed, expired): the shopper's screens follow it live. */
export interface OrderPaymentChanged {
  orderId: string;
  userId: string;
  paymentStatus: string;
}

export interface OrderEvents {
  OrderPlaced: OrderPlaced;
  OrderPaid: OrderPaid;
  OrderPaymentChanged: OrderPaymentChanged;
  OrderStatusChanged: OrderStatusChanged;
  RefundIssued: RefundIssued;
}
