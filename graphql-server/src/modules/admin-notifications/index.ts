/** The admin notifications module's face: the dashboard bell. */
import { AdminNotification } from './admin-notification.entity.js';
import { AdminNotificationResolver } from './admin-notifications.resolver.js';

export { AdminNotificationService, LOW_STOCK_ALERT_AT } from './admin-notifications.service.js';
export { registerAdminNotificationListeners } from './admin-notifications.listeners.js';

export const adminNotificationsModule = {
  entities: [AdminNotification],
  resolvers: [AdminNotificationResolver],
};
export { forgetShopperInAdminBell } from './admin-notifications.privacy.sql.js';
