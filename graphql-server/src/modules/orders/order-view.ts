import { wrap } from '@mikro-orm/core';
import { paiseToRupees } from '../../common/money.js';
import type { Viewer } from '../../common/context.js';
import type { Product } from '../catalog/index.js';
import { imageUrlOf } from '../pricing/index.js';
import type { ShopSettings } from '../../common/settings.js';
import {
  isWithinReturnWindow,
  refundSplit,
  returnDeadline,
  splitGst,
  stateByCode,
  type TaxSplit,
} from '../pricing/index.js';
import {
  NEXT_STATUS,
  OrderPaymentStatus,
  OrderStatus,
  PAYMENT_STATUS_LABELS,
  PaymentMethod,
  type Order,
} from './order.entity.js';
import { awaitsCash } from './cash-on-delivery.js';
import type { OrderView, TaxSplitView } from './orders.types.js';

/** The order columns a view is made of. */
export const ORDER_FIELDS = [
  'id',
  'userId',
  'status',
  'shippingName',
  'shippingPhone',
  'shippingEmail',
  'shippingAddress',
  'shippingCity',
  'shippingPostalCode',
  'shippingStateCode',
  'buyerGstin',
  'buyerBusinessName',
  'paymentMethod',
  'paymentStatus',
  'holdExpiresAt',
  'upiId',
  'upiProvider',
  'cardLastFour',
  'subtotalPaise',
  'gstPaise',
  'promoDiscountPaise',
  'promoCode',
  'promoLabel',
  'baseTotalPaise',
  'walletUsedPaise',
  'totalPaise',
  'refundedPaise',
  'sourceRefundedPaise',
  'feePaise',
  'returnReason',
  'returnDetails',
  'deliveredAt',
  'createdAt',
] as const satisfies readonly (keyof Order)[];

export interface OrderItemRecord {
  id: string;
  productId: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
  imagePath: string | null;
  /** The live product when it is already loaded; left out, it is loaded when an answer asks. */
  product?: Product | null;
}

/**
 * What an order view is made from, plain: an order's columns, its items and its customer. Read
 * straight from SQL by the order lists (order-rows.ts), or taken from a loaded entity (`orderRecord`).
 */
export type OrderRecord = Pick<Order, (typeof ORDER_FIELDS)[number]> & {
  items: OrderItemRecord[];
  customer?: { name: string; email: string } | undefined;
};

/** A loaded order entity (items populated) as a record. */
export function orderRecord(o: Order): OrderRecord {
  const fields = Object.fromEntries(ORDER_FIELDS.map((k) => [k, o[k]])) as Pick<
    Order,
    (typeof ORDER_FIELDS)[number]
  >;
  return {
    ...fields,
    items: o.items.getItems().map((i) => ({
      id: i.id,
      productId: i.product?.id ?? null,
      name: i.name,
      unitPricePaise: i.unitPricePaise,
      quantity: i.quantity,
      imagePath: i.imagePath,
      product: i.product && wrap(i.product).isInitialized() ? i.product : undefined,
    })),
  };
}

/**
 * How an order looks to a client: rupees with two decimals, what the viewer may do with it now,
 * and the figures a cancel or return would apply. Pure: no database access.
 */
export function toOrderView(
  o: OrderRecord,
  user: { name: string; email: string } | undefined,
  viewer: Viewer | null,
  settings: Pick<ShopSettings, 'cancellationFeePercent' | 'returnWindowMs' | 'seller'>,
  now = new Date(),
): OrderView {
  const { seller } = settings;
  const own = viewer?.userId === o.userId;
  return {
    id: o.id,
    status: o.status,
    statusLabel: o.status,
    createdAt: o.createdAt,
    deliveredAt: o.deliveredAt,
    items: o.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      price: paiseToRupees(i.unitPricePaise),
      quantity: i.quantity,
      imageUrl: imageUrlOf(i.imagePath),
      lineTotal: paiseToRupees(i.unitPricePaise * i.quantity),
      ...(i.product !== undefined ? { product: i.product } : {}),
    })),
    shipping: {
      name: o.shippingName,
      phone: o.shippingPhone,
      email: o.shippingEmail,
      address: o.shippingAddress,
      city: o.shippingCity,
      postalCode: o.shippingPostalCode,
      stateCode: o.shippingStateCode,
      stateName: stateByCode(o.shippingStateCode)?.name ?? null,
    },
    business: o.buyerGstin ? { gstin: o.buyerGstin, name: o.buyerBusinessName ?? '' } : null,
    payment: {
      method: o.paymentMethod,
      upiId: o.upiId,
      upiProvider: o.upiProvider,
      cardLastFour: o.cardLastFour,
      status: o.paymentStatus,
      statusLabel: awaitsCash(o) ? 'Pay on delivery' : PAYMENT_STATUS_LABELS[o.paymentStatus],
      holdExpiresAt: o.holdExpiresAt == null ? null : new Date(o.holdExpiresAt),
    },
    totals: {
      subtotal: paiseToRupees(o.subtotalPaise),
      gstAmount: paiseToRupees(o.gstPaise),
      promoDiscount: paiseToRupees(o.promoDiscountPaise),
      promoCode: o.promoCode,
      promoLabel: o.promoLabel,
      baseTotal: paiseToRupees(o.baseTotalPaise),
      totalAmount: paiseToRupees(o.totalPaise),
      walletAmountUsed: paiseToRupees(o.walletUsedPaise),
      tax: taxView(splitGst(o.gstPaise, seller.stateCode, o.shippingStateCode ?? '')),
    },
    returnDetails: o.returnReason ? { reason: o.returnReason, details: o.returnDetails ?? '' } : null,
    refundedAmount: o.refundedPaise == null ? null : paiseToRupees(o.refundedPaise),
    feeAmount: o.feePaise == null ? null : paiseToRupees(o.feePaise),
    refundedToSourceAmount: o.sourceRefundedPaise == null ? null : paiseToRupees(o.sourceRefundedPaise),
    canRefundToSource: viewer?.role === 'admin' && canRefundToSource(o),
    customer: { id: o.userId, name: user?.name ?? '', email: user?.email ?? '' },
    canCancel: own && o.status === OrderStatus.PENDING,
    canRequestReturn:
      own &&
      o.status === OrderStatus.DELIVERED &&
      isWithinReturnWindow(now, o.deliveredAt, o.createdAt, settings.returnWindowMs),
    returnDeadline: returnDeadline(o.deliveredAt, o.createdAt, settings.returnWindowMs),
    canRetryPayment:
      own &&
      o.status === OrderStatus.PENDING &&
      o.paymentMethod !== PaymentMethod.COD &&
      (o.paymentStatus === OrderPaymentStatus.PENDING || o.paymentStatus === OrderPaymentStatus.FAILED),
    nextStatus:
      viewer?.role === 'admin' && (o.paymentStatus === OrderPaymentStatus.PAID || awaitsCash(o))
        ? (NEXT_STATUS[o.status] ?? null)
        : null,
    refundPreview: !REFUNDABLE.has(o.status)
      ? null
      : o.paymentStatus === OrderPaymentStatus.PAID
        ? refundPreview(o.baseTotalPaise, settings.cancellationFeePercent)
        : { fee: 0, refund: paiseToRupees(o.walletUsedPaise) },
  };
}

/**
 * A cancelled or returned paid order whose wallet refund may still go to the original payment
 * method instead (part of it was paid through the provider, and it was not sent back yet).
 */
export function canRefundToSource(
  o: Pick<Order, 'status' | 'paymentStatus' | 'refundedPaise' | 'sourceRefundedPaise' | 'totalPaise'>,
): boolean {
  return (
    (o.status === OrderStatus.CANCELLED || o.status === OrderStatus.RETURNED) &&
    o.paymentStatus === OrderPaymentStatus.PAID &&
    o.sourceRefundedPaise == null &&
    (o.refundedPaise ?? 0) > 0 &&
    o.totalPaise > 0
  );
}

/** Statuses from which a cancellation or a return (requested or confirmed) can still refund. */
const REFUNDABLE = new Set([OrderStatus.PENDING, OrderStatus.DELIVERED, OrderStatus.RETURN_REQUESTED]);

function refundPreview(baseTotalPaise: number, feePercent: number): { fee: number; refund: number } {
  const { fee, refund } = refundSplit(baseTotalPaise, feePercent);
  return { fee: paiseToRupees(fee), refund: paiseToRupees(refund) };
}

/** An order's GST as charged, split by place of supply, in rupees. */
export function taxView(split: TaxSplit): TaxSplitView {
  return {
    intraState: split.intraState,
    cgst: paiseToRupees(split.cgst),
    sgst: paiseToRupees(split.sgst),
    igst: paiseToRupees(split.igst),
    secondTaxName: split.secondTaxName,
  };
}
