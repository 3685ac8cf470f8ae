import {
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  ObjectType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Context } from '../../common/context.js';
import { sizedList } from '../../common/query-limits.js';
import { Topic, type OrderChangedSignal } from '../../common/pubsub.js';
import { requireViewer } from '../../common/viewer.js';
import { OrderStatus } from './order.entity.js';
import { OrderTimelineEntry, readTimeline } from './order-timeline.js';
import { OrderMessages } from './orders.messages.js';
import { Product } from '../catalog/index.js';
import { OrderItemView, OrderView } from './orders.types.js';

/** The most timeline entries an order can have (placed, three moves, return asked and confirmed). */
const TIMELINE_SIZE = 8;

@ObjectType({ description: 'One of my orders changed: refetch it (and the wallet for a refund).' })
export class OrderChange {
  @Field(() => ID) orderId!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: "'placed', 'status' or 'refund'." }) kind!: string;
  @Field(() => Float, { nullable: true, description: 'Rupees refunded to the wallet (refunds).' })
  refundedAmount!: number | null;
}

@Resolver(() => OrderView)
export class OrderLiveResolver {
  @FieldResolver(() => [OrderTimelineEntry], {
    description: 'Who changed what, when, oldest first (ask for it on one order, not on lists).',
    complexity: sizedList(TIMELINE_SIZE),
  })
  timeline(@Root() order: OrderView, @Ctx() { em, viewer, services }: Context) {
    const v = requireViewer(viewer, OrderMessages.login);
    return readTimeline(em, v, order.id, services.settings.current().shopName);
  }

  @Authorized()
  @Subscription(() => OrderChange, {
    topics: Topic.ORDER_CHANGED,
    topicId: ({ context }: { context: Context }) => context.viewer?.userId ?? 'nobody',
    // Checked again per event: only the order's owner hears of it.
    filter: ({ payload, context }: { payload: OrderChangedSignal; context: Context }) =>
      !!context.viewer && payload.userId === context.viewer.userId,
    description: "One of the viewer's orders changed (placed, status, return confirmed, refund).",
  })
  orderChanged(@Root() s: OrderChangedSignal): OrderChange {
    return {
      orderId: s.orderId,
      status: s.status as OrderStatus,
      kind: s.kind,
      refundedAmount: s.refundedAmount,
    };
  }
}

@Resolver(() => OrderItemView)
export class OrderItemResolver {
  @FieldResolver(() => Product, {
    nullable: true,
    description: 'The live catalog product (null once deleted).',
  })
  product(
    @Root() item: OrderItemView,
    @Ctx() { db, services }: Context,
  ): Product | null | Promise<Product | null> {
    if (item.product !== undefined) return item.product;
    return item.productId ? services.catalog.productById(db, item.productId) : null;
  }
}
