import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type NotificationKind = 'order' | 'chat' | 'other';

/** What the notification is about, so the shop words it and pictures it for what it is. */
export type NotificationTopic = 'order_placed' | 'order_status' | 'return_requested' | 'refund';

@Entity({ tableName: 'notifications' })
export class Notification {
  [OptionalProps]?: 'isRead' | 'createdAt' | 'imageUrl' | 'totalPricePaise' | 'orderId' | 'topic';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) type!: NotificationKind;
  @Property({ type: 'text', nullable: true }) topic: NotificationTopic | null = null;
  @Property({ type: 'text' }) message!: string;
  @Property({ type: 'text', nullable: true }) imageUrl: string | null = null;
  @Property({ type: 'integer', nullable: true }) totalPricePaise: number | null = null;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'boolean' }) isRead = false;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
