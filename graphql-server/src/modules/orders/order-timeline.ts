import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Viewer } from '../../common/context.js';
import { OrderStatus } from './order.entity.js';

export enum TimelineActor {
  CUSTOMER = 'customer',
  ADMIN = 'admin',
  SYSTEM = 'system',
}
registerEnumType(TimelineActor, { name: 'TimelineActor', description: 'Who made a change to an order.' });

/**
 * One change of an order (placed, a status move, a return confirmed, a refund): written in the same
 * transaction as the change itself, so the history and the order never disagree.
 */
@Entity({ tableName: 'order_events' })
export class OrderTimelineEvent {
  [OptionalProps]?: 'at' | 'fromStatus' | 'note' | 'actorId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) orderId!: string;
  @Property({ type: 'timestamptz', defaultRaw: 'clock_timestamp()' }) at: Date = new Date();
  @Property({ type: 'uuid', nullable: true }) actorId: string | null = null;
  @Enum({ items: () => TimelineActor, type: 'text' }) actorRole!: TimelineActor;
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true }) fromStatus: OrderStatus | null = null;
  @Enum({ items: () => OrderStatus, type: 'text' }) toStatus!: OrderStatus;
  @Property({ type: 'text', nullable: true }) note: string | null = null;
}

@ObjectType({ description: "One step of an order's history: who changed what, when." })
export class OrderTimelineEntry {
  @Field(() => ID) id!: string;
  @Field(() => Date) at!: Date;
  @Field(() => OrderStatus, { nullable: true }) fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus) toStatus!: OrderStatus;
  @Field(() => TimelineActor) actorRole!: TimelineActor;
  @Field(() => String, {
    nullable: true,
    description: "Who did it: the person's name for admins; for the shopper, 'You' or 'Rupee Shop'.",
  })
  actorName!: string | null;
  @Field(() => String, { nullable: true, description: 'What else happened (refund, return reason).' })
  note!: string | null;
}

/** Writes a timeline entry in the caller's transaction. */
export function recordTimeline(
  tx: EntityManager,
  e: {
    orderId: string;
    actor: Pick<Viewer, 'userId' | 'role'> | null;
    from: OrderStatus | null;
    to: OrderStatus;
    note?: string | null;
  },
): void {
  tx.create(OrderTimelineEvent, {
    orderId: e.orderId,
    actorId: e.actor?.userId ?? null,
    actorRole: !e.actor
      ? TimelineActor.SYSTEM
      : e.actor.role === 'admin'
        ? TimelineActor.ADMIN
        : TimelineActor.CUSTOMER,
    fromStatus: e.from,
    toStatus: e.to,
    note: e.note ?? null,
  });
}

/**
 * The timeline of one order, oldest first. Admins see who did each step; the shopper sees 'You' for
 * their own steps and the shop's name for the rest (staff names stay inside the shop).
 */
export async function readTimeline(
  em: EntityManager,
  viewer: Viewer,
  orderId: string,
  shopName: string,
): Promise<OrderTimelineEntry[]> {
  const rows = await em.execute<
    {
      id: string;
      at: Date;
      actor_id: string | null;
      actor_role: TimelineActor;
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      note: string | null;
      actor_name: string | null;
    }[]
  >(
    `select e.id, e.at, e.actor_id, e.actor_role, e.from_status, e.to_status, e.note, u.name as actor_name
       from order_events e left join users u on u.id = e.actor_id
      where e.order_id = ? order by e.at asc, e.id asc`,
    [orderId],
  );
  const admin = viewer.role === 'admin';
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at),
    fromStatus: r.from_status,
    toStatus: r.to_status,
    actorRole: r.actor_role,
    actorName: admin ? r.actor_name : r.actor_id === viewer.userId ? 'You' : shopName,
    note: r.note,
  }));
}
