import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum NotificationType {
  ORDER = 'order',
  CHAT = 'chat',
  OTHER = 'other',
}
registerEnumType(NotificationType, { name: 'NotificationType' });

@ObjectType()
export class NotificationView {
  @Field(() => ID) id!: string;
  @Field(() => NotificationType) type!: NotificationType;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Float, { nullable: true, description: 'Rupees.' }) totalPrice!: number | null;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ModifiedCountPayload {
  @Field(() => Int) modifiedCount!: number;
}
