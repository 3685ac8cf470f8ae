import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum AdminNotificationType {
  NEW_ORDER = 'new_order',
  RETURN_REQUESTED = 'return_requested',
  NEW_CHAT = 'new_chat',
  LOW_STOCK = 'low_stock',
  WEBHOOK_DISABLED = 'webhook_disabled',
}
registerEnumType(AdminNotificationType, {
  name: 'AdminNotificationType',
  description:
    'What an admin is told about: new orders, return requests, new chats, low stock, a webhook disabled.',
});

@ObjectType({ description: "An admin's own notification (the dashboard bell)." })
export class AdminNotificationView {
  @Field(() => ID) id!: string;
  @Field(() => AdminNotificationType) type!: AdminNotificationType;
  @Field(() => String) message!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => ID, { nullable: true }) productId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The shopper of a new chat conversation.' })
  shopperId!: string | null;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => Date) createdAt!: Date;
}
