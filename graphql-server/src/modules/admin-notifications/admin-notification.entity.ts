import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type AdminNotificationKind =
  'new_order' | 'return_requested' | 'new_chat' | 'low_stock' | 'webhook_disabled';

/** One admin's notification (one row per admin per event, each with its own read flag). */
@Entity({ tableName: 'admin_notifications' })
export class AdminNotification {
  [OptionalProps]?: 'isRead' | 'createdAt' | 'orderId' | 'productId' | 'shopperId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) adminId!: string;
  @Property({ type: 'text' }) kind!: AdminNotificationKind;
  @Property({ type: 'text' }) message!: string;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) productId: string | null = null;
  @Property({ type: 'uuid', nullable: true }) shopperId: string | null = null;
  @Property({ type: 'boolean' }) isRead = false;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
