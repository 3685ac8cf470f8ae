import { Router } from 'express';
import type { NotificationView } from '../modules/notifications/index.js';
import type { makeRoute } from './http.js';

export function legacyNotification(n: NotificationView) {
  return {
    _id: n.id,
    type: n.type,
    message: n.message,
    imageUrl: n.imageUrl,
    totalPrice: n.totalPrice,
    orderId: n.orderId,
    isRead: n.isRead,
    createdAt: n.createdAt,
  };
}

export function notificationRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/',
    route(async ({ em, services, viewer }) =>
      (await services.notifications.list(em, viewer)).map(legacyNotification),
    ),
  );
  r.get(
    '/unread',
    route(async ({ em, services, viewer }) => ({
      count: await services.notifications.unreadCount(em, viewer),
    })),
  );
  r.post(
    '/mark-read',
    route(async ({ em, services, viewer }) => services.notifications.markAllRead(em, viewer)),
  );
  r.delete(
    '/:id',
    route(async ({ em, services, viewer }, req) =>
      services.notifications.remove(em, viewer, String(req.params.id)),
    ),
  );
  return r;
}
