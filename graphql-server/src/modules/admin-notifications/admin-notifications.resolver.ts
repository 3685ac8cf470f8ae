import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { Topic } from '../../common/pubsub.js';
import { ModifiedCountPayload } from '../notifications/index.js';
import { AdminNotificationView } from './admin-notifications.types.js';

@Resolver()
export class AdminNotificationResolver {
  @AdminOnly()
  @Query(() => [AdminNotificationView], {
    description: "Admin: the admin's own notifications, newest first (50).",
  })
  adminNotifications(@Ctx() { em, viewer, services }: Context) {
    return services.adminNotifications.list(em, viewer);
  }

  @AdminOnly()
  @Query(() => Int, { description: "Admin: the admin's unread notifications." })
  adminUnreadNotificationCount(@Ctx() { em, viewer, services }: Context) {
    return services.adminNotifications.unreadCount(em, viewer);
  }

  @AdminOnly()
  @Mutation(() => ModifiedCountPayload, {
    description: "Admin: marks these of the admin's notifications read (all of them when ids is omitted).",
  })
  markAdminNotificationsRead(
    @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.adminNotifications.markRead(em, viewer, ids);
  }

  @AdminOnly()
  @Subscription(() => Int, {
    topics: Topic.ADMIN_NOTIFICATIONS_CHANGED,
    topicId: ({ context }: { context: Context }) => context.viewer?.userId ?? 'nobody',
    filter: ({ context }: { context: Context }) => context.viewer?.role === 'admin',
    description: "Admin: the admin's unread notification count whenever their notifications change.",
  })
  adminNotificationCountChanged(@Root() payload: { adminId: string; unread: number }): number {
    return payload.unread;
  }
}
