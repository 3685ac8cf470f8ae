import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { Topic } from '../../common/pubsub.js';
import { MessagePayload } from '../../common/payloads.js';
import { ModifiedCountPayload, NotificationView } from './notifications.types.js';

@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationView], { description: 'My notifications, newest first.' })
  notifications(@Ctx() { em, viewer, services }: Context) {
    return services.notifications.list(em, viewer);
  }

  @Query(() => Int)
  unreadNotificationCount(@Ctx() { em, viewer, services }: Context) {
    return services.notifications.unreadCount(em, viewer);
  }

  @Mutation(() => ModifiedCountPayload, { description: 'Marks all my notifications read.' })
  markNotificationsRead(@Ctx() { em, viewer, services }: Context) {
    return services.notifications.markAllRead(em, viewer);
  }

  @Mutation(() => MessagePayload)
  deleteNotification(@Arg('id', () => ID) id: string, @Ctx() { em, viewer, services }: Context) {
    return services.notifications.remove(em, viewer, id);
  }

  @Authorized()
  @Subscription(() => Int, {
    topics: Topic.NOTIFICATIONS_CHANGED,
    topicId: ({ context }: { context: Context }) => context.viewer?.userId ?? 'nobody',
    description: "The viewer's unread notification count, whenever their notifications change.",
  })
  notificationCountChanged(
    @Root() payload: { userId: string },
    @Ctx() { em, services }: Context,
  ): Promise<number> {
    return services.notifications.countUnread(em.fork(), payload.userId);
  }
}
