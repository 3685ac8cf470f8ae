import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN, AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { PromoCodeView } from '../promos/index.js';
import { OrderStatus } from './order.entity.js';
import { OrderMessages } from './orders.messages.js';
import {
  AdminOrderList,
  AdminOrdersInput,
  OrderActionPayload,
  OrderView,
  PaymentInput,
  PlaceOrderInput,
  PlaceOrderPayload,
  Quote,
  QuoteInput,
  ReturnReason,
} from './orders.types.js';

@Resolver()
export class OrderResolver {
  @Query(() => Quote, {
    description: "The server's checkout figures for these items, promo code and wallet choice.",
  })
  quote(@Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() { em, viewer, services }: Context) {
    return services.orderPlacement.quote(em, viewer, input);
  }

  @Query(() => PromoCodeView, { description: "Checks a promo code; errors with 'Invalid promo code'." })
  validatePromoCode(@Arg('code', () => String) code: string, @Ctx() { em, viewer, services, meta }: Context) {
    return services.promos.validate(em, viewer, code, meta.client);
  }

  @Mutation(() => PlaceOrderPayload, {
    description:
      'Places an order from current prices. The same idempotencyKey again answers the same order; with a different request it fails (CONFLICT).',
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.orderPlacement.place(em, viewer, input, idempotencyKey);
  }

  @Mutation(() => PlaceOrderPayload, {
    description:
      "Owner: pays again for an order whose payment is pending or failed, while its stock is held. Without payment details: a new checkout on the provider's page.",
  })
  retryOrderPayment(
    @Arg('id', () => ID) id: string,
    @Arg('payment', () => PaymentInput, { nullable: true }) payment: PaymentInput | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.orderPlacement.retryPayment(em, viewer, id, payment);
  }

  @Query(() => [OrderView], { description: 'My orders, newest first.' })
  orders(@Ctx() { em, viewer, services }: Context) {
    return services.orderQueries.myOrders(em, viewer);
  }

  @Query(() => OrderView, { description: "One of my orders (admins: any order). Others: 'Order not found'." })
  order(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.orderQueries.get(em, viewer, id);
  }

  @Authorized(ADMIN)
  @Query(() => AdminOrderList, { description: 'Admin: every order, searchable, filterable and sortable.' })
  adminOrders(
    @Arg('input', () => AdminOrdersInput, { nullable: true }) input: AdminOrdersInput | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.orderQueries.adminOrders(em, viewer, input ?? {});
  }

  @Mutation(() => OrderActionPayload, {
    description: 'Owner, Pending only: refunds the base total less 18% to the wallet.',
  })
  cancelOrder(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.orderLifecycle.cancel(em, viewer, id);
  }

  @Mutation(() => OrderActionPayload, { description: 'Owner, Delivered and within 5 days of delivery.' })
  requestReturn(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => ReturnReason, { nullable: true }) reason: ReturnReason | null,
    @Arg('details', () => String, { nullable: true }) details: string | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.orderLifecycle.requestReturn(em, viewer, id, reason, details);
  }

  @AdminOnly(OrderMessages.adminOnly)
  @Mutation(() => OrderActionPayload, { description: 'Admin: Pending → Processing → Shipped → Delivered.' })
  updateOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.orderLifecycle.updateStatus(em, viewer, id, status);
  }

  @AdminOnly(OrderMessages.adminOnly)
  @Mutation(() => OrderActionPayload, {
    description: 'Admin: Return Requested → Returned, refunding less the fee.',
  })
  confirmReturn(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.orderLifecycle.confirmReturn(em, viewer, id);
  }

  @AdminOnly(OrderMessages.adminOnly)
  @Mutation(() => OrderActionPayload, {
    description:
      "Admin: a cancelled or returned order's refund goes to the original payment method (through the provider) instead of the wallet; once per order.",
  })
  refundToOriginalMethod(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.orderRefunds.refundToOriginalMethod(em, viewer, id);
  }
}
