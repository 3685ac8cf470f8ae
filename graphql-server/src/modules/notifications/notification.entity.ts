import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type NotificationKind = 'order' | 'chat' | 'other';

@Entity({ tableName: 'notifications' })
export class Notification {
  [OptionalProps]?: 'isRead' | 'createdAt' | 'imageUrl' | 'totalPricePaise' | 'orderId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) type!: NotificationKind;
  @Property({ type: 'text' }) message!: string;
  @Property({ type: 'text', nullable: true }) imageUrl: string | null = null;
  @Property({ type: 'integer', nullable: true }) totalPricePaise: number | null = null;
  @Property({ type: 'uuid', nullable: true }) orderId: string | null = null;
  @Property({ type: 'boolean' }) isRead = false;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
