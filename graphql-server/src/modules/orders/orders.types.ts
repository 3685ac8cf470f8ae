import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from '../catalog/index.js';
import { PaymentCheckout } from '../payments/index.js';
import { OrderPaymentStatus, OrderStatus, PaymentMethod } from './order.entity.js';

// ---------------------------------------------------------------- inputs

@InputType({ description: 'A product and how many; duplicate products are summed.' })
export class OrderLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType()
export class QuoteInput {
  @Field(() => [OrderLineInput]) items!: OrderLineInput[];
  @Field(() => String, { nullable: true }) promoCode?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) useWallet?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: 'GST state code of the delivery address: the answer splits the GST by it.',
  })
  stateCode?: string | null;
}

@InputType()
export class ShippingInput {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) postalCode!: string;
  @Field(() => String, { description: 'GST state code of the delivery address (see `indianStates`).' })
  stateCode!: string;
}

@InputType({ description: 'A business buyer: the GSTIN and registered name the tax invoice shows.' })
export class BusinessBuyerInput {
  @Field(() => String) gstin!: string;
  @Field(() => String) name!: string;
}

@InputType({ description: "Simulated payment. Only the card's last four digits are ever stored." })
export class PaymentInput {
  @Field(() => PaymentMethod, { nullable: true }) method?: PaymentMethod | null;
  @Field(() => String, { nullable: true }) upiId?: string | null;
  @Field(() => String, { nullable: true, description: 'GPay, PhonePe or Paytm (display only).' })
  upiProvider?: string | null;
  @Field(() => String, { nullable: true }) cardNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'MM/YY' }) expiry?: string | null;
  @Field(() => String, { nullable: true }) cvv?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "True: pay on the provider's checkout page (the shop takes no card number or UPI id). Card details sent instead are charged at once by the test gateway only.",
  })
  payOnProviderPage?: boolean | null;
}

@InputType()
export class PlaceOrderInput {
  @Field(() => [OrderLineInput]) items!: OrderLineInput[];
  @Field(() => ShippingInput) shipping!: ShippingInput;
  @Field(() => PaymentInput, { nullable: true }) payment?: PaymentInput | null;
  @Field(() => String, { nullable: true }) promoCode?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) useWallet?: boolean | null;
  @Field(() => BusinessBuyerInput, { nullable: true, description: 'Optional: a GSTIN for the invoice.' })
  business?: BusinessBuyerInput | null;
}

export enum ReturnReason {
  DEFECTIVE_PRODUCT = 'Defective Product',
  WRONG_ITEM_RECEIVED = 'Wrong Item Received',
  NOT_AS_DESCRIBED = 'Not as Described',
  CHANGED_MIND = 'Changed Mind',
  OTHER = 'Other',
}
registerEnumType(ReturnReason, { name: 'ReturnReason' });

export enum OrderSortField {
  ID = 'id',
  CUSTOMER = 'customer',
  DATE = 'date',
  AMOUNT = 'amount',
  STATUS = 'status',
}
registerEnumType(OrderSortField, { name: 'OrderSortField' });

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@InputType()
export class AdminOrdersInput {
  @Field(() => String, { nullable: true, description: 'Matches the order id or the customer name/e-mail.' })
  search?: string | null;
  @Field(() => OrderStatus, { nullable: true }) status?: OrderStatus | null;
  @Field(() => OrderSortField, { nullable: true, defaultValue: OrderSortField.DATE })
  sortBy?: OrderSortField | null;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.DESC })
  sortDirection?: SortDirection | null;
  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'At most 200.' }) first?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) offset?: number | null;
}

// ---------------------------------------------------------------- outputs (rupees)

@ObjectType({
  description:
    'GST split by place of supply: same state as the seller → CGST + SGST (UTGST in a union territory without a legislature), else IGST. The halves: SGST = floor(GST / 2), CGST the rest.',
})
export class TaxSplitView {
  @Field(() => Boolean) intraState!: boolean;
  @Field(() => Float) cgst!: number;
  @Field(() => Float, { description: 'SGST or UTGST (secondTaxName).' }) sgst!: number;
  @Field(() => Float) igst!: number;
  @Field(() => String, { description: 'SGST, or UTGST in a union territory without a legislature.' })
  secondTaxName!: string;
}

@ObjectType({ description: "The server's figures for a checkout, in rupees. The client shows only these." })
export class Quote {
  @Field(() => Float) subtotal!: number;
  @Field(() => Float) gstAmount!: number;
  @Field(() => Float) promoDiscount!: number;
  @Field(() => String, { nullable: true }) promoCode!: string | null;
  @Field(() => String, { nullable: true }) promoLabel!: string | null;
  @Field(() => Float, { description: 'subtotal + GST - promo discount' }) baseTotal!: number;
  @Field(() => Float) walletAmountUsed!: number;
  @Field(() => Float, { description: 'Payable by card or UPI: baseTotal - walletAmountUsed.' })
  totalAmount!: number;
  @Field(() => Boolean, { description: 'Whether cash on delivery is offered for this amount payable.' })
  cashOnDelivery!: boolean;
  @Field(() => Float, { description: 'Cash on delivery is offered up to this amount payable (₹); 0 = off.' })
  cashOnDeliveryLimit!: number;
  @Field(() => Float) walletBalance!: number;
  @Field(() => TaxSplitView, {
    nullable: true,
    description: 'The GST split; null until the quote is asked with a state.',
  })
  tax!: TaxSplitView | null;
}

@ObjectType({ description: 'A snapshot of a purchased product as it was when ordered.' })
export class OrderItemView {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'Null when the product has since been deleted.' })
  productId!: string | null;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: 'Unit price in rupees at the time of the order.' }) price!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Float) lineTotal!: number;
  @Field(() => Product, { nullable: true, description: 'The live catalog product (null once deleted).' })
  /** Set when already loaded; otherwise loaded (batched per request) when an answer asks for it. */
  product?: Product | null;
}

@ObjectType()
export class ShippingView {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'GST state code (null on orders from before GST).' })
  stateCode!: string | null;
  @Field(() => String, { nullable: true }) stateName!: string | null;
}

@ObjectType({ description: "A business buyer's GSTIN and registered name." })
export class BusinessBuyerView {
  @Field(() => String) gstin!: string;
  @Field(() => String) name!: string;
}

@ObjectType()
export class PaymentView {
  @Field(() => PaymentMethod) method!: PaymentMethod;
  @Field(() => String, { nullable: true }) upiId!: string | null;
  @Field(() => String, { nullable: true }) upiProvider!: string | null;
  @Field(() => String, { nullable: true }) cardLastFour!: string | null;
  @Field(() => OrderPaymentStatus) status!: OrderPaymentStatus;
  @Field(() => String, { description: "'Payment pending', 'Paid', 'Payment failed' or 'Expired'." })
  statusLabel!: string;
  @Field(() => Date, { nullable: true, description: 'An unpaid order holds its stock until then.' })
  holdExpiresAt!: Date | null;
}

@ObjectType()
export class OrderTotals {
  @Field(() => Float) subtotal!: number;
  @Field(() => Float) gstAmount!: number;
  @Field(() => Float) promoDiscount!: number;
  @Field(() => String, { nullable: true }) promoCode!: string | null;
  @Field(() => String, { nullable: true }) promoLabel!: string | null;
  @Field(() => Float) baseTotal!: number;
  @Field(() => Float, { description: 'Paid by card or UPI.' }) totalAmount!: number;
  @Field(() => Float) walletAmountUsed!: number;
  @Field(() => TaxSplitView, { description: 'The GST split by place of supply.' }) tax!: TaxSplitView;
}

@ObjectType()
export class ReturnDetails {
  @Field(() => String) reason!: string;
  @Field(() => String) details!: string;
}

@ObjectType()
export class OrderCustomer {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType({
  description: 'The fee kept and the refund to the wallet, in rupees, as the server computes them.',
})
export class RefundPreview {
  @Field(() => Float) fee!: number;
  @Field(() => Float) refund!: number;
}

@ObjectType()
export class OrderView {
  @Field(() => ID) id!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: "The status as words ('Return Requested')." }) statusLabel!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => [OrderItemView]) items!: OrderItemView[];
  @Field(() => ShippingView) shipping!: ShippingView;
  @Field(() => BusinessBuyerView, { nullable: true, description: 'Set when the buyer gave a GSTIN.' })
  business!: BusinessBuyerView | null;
  @Field(() => PaymentView) payment!: PaymentView;
  @Field(() => OrderTotals) totals!: OrderTotals;
  @Field(() => ReturnDetails, { nullable: true }) returnDetails!: ReturnDetails | null;
  @Field(() => Float, { nullable: true, description: 'Rupees refunded to the wallet.' }) refundedAmount!:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Rupees kept as the cancellation/return fee.' })
  feeAmount!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'Of refundedAmount, the rupees an admin sent to the original payment method instead of the wallet.',
  })
  refundedToSourceAmount!: number | null;
  @Field(() => Boolean, {
    description:
      'Admins: the refund of this cancelled or returned order may go to the original payment method instead (refundToOriginalMethod).',
  })
  canRefundToSource!: boolean;
  @Field(() => OrderCustomer) customer!: OrderCustomer;
  @Field(() => Boolean, { description: 'The viewer may cancel it now (Pending, own order).' })
  canCancel!: boolean;
  @Field(() => Boolean, { description: 'The viewer may request a return now.' }) canRequestReturn!: boolean;
  @Field(() => Boolean, { description: 'The owner may pay again (payment pending or failed, hold open).' })
  canRetryPayment!: boolean;
  @Field(() => Date, { description: 'Returns may be requested until then (delivered orders).' })
  returnDeadline!: Date;
  @Field(() => OrderStatus, {
    nullable: true,
    description: 'Admins: the fulfilment step updateOrderStatus accepts next (null when there is none).',
  })
  nextStatus!: OrderStatus | null;
  @Field(() => RefundPreview, {
    nullable: true,
    description: 'What a cancellation or return would keep and refund now (null when neither applies).',
  })
  refundPreview!: RefundPreview | null;
}

@ObjectType()
export class PlaceOrderPayload {
  @Field(() => String) message!: string;
  @Field(() => [String]) productNames!: string[];
  @Field(() => OrderView) order!: OrderView;
  @Field(() => Boolean, {
    description: 'True when this answer repeats an earlier request with the same key.',
  })
  replayed!: boolean;
  @Field(() => PaymentCheckout, {
    nullable: true,
    description: 'Where to pay, while the order waits for its payment (null once paid).',
  })
  checkout!: PaymentCheckout | null;
}

@ObjectType()
export class OrderActionPayload {
  @Field(() => String) message!: string;
  @Field(() => OrderView) order!: OrderView;
}

@ObjectType()
export class OrdersSummary {
  @Field(() => Int) totalOrders!: number;
  @Field(() => Float, {
    description:
      'Rupees: net revenue (base totals less wallet refunds, so cancelled and returned orders keep their fee; docs/revenue.md).',
  })
  totalRevenue!: number;
  @Field(() => Float, { description: 'Net revenue divided by the number of orders (0 without).' })
  averageOrderValue!: number;
}

@ObjectType()
export class AdminOrderList {
  @Field(() => [OrderView]) orders!: OrderView[];
  @Field(() => Int, { description: 'How many orders match the search and filter.' }) total!: number;
  @Field(() => OrdersSummary, { description: 'Over all orders in the shop (not only the page or filter).' })
  summary!: OrdersSummary;
}
