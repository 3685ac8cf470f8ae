import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum NotificationType {
  ORDER = 'order',
  CHAT = 'chat',
  OTHER = 'other',
}
registerEnumType(NotificationType, { name: 'NotificationType' });

/** What a notification is about: the web pictures and words each one for what it is. */
export enum NotificationKind {
  ORDER_PLACED = 'order_placed',
  ORDER_STATUS = 'order_status',
  RETURN_REQUESTED = 'return_requested',
  REFUND = 'refund',
  CHAT = 'chat',
  OTHER = 'other',
}
registerEnumType(NotificationKind, { name: 'NotificationKind' });

@ObjectType()
export class NotificationView {
  @Field(() => ID) id!: string;
  @Field(() => NotificationType) type!: NotificationType;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => NotificationKind) kind!: NotificationKind;
  @Field(() => Float, {
    nullable: true,
    description: 'Rupees: the order total, or the refund (kind REFUND).',
  })
  totalPrice!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The amount in words for its kind: 'Order total ₹X' or '₹X refunded to your wallet'.",
  })
  amountLabel!: string | null;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ModifiedCountPayload {
  @Field(() => Int) modifiedCount!: number;
}
