/** The notifications module's face: what the rest of the server may use. */
import { Notification } from './notification.entity.js';
import { NotificationResolver } from './notifications.resolver.js';

export { NotificationService } from './notifications.service.js';
export { ModifiedCountPayload, type NotificationView } from './notifications.types.js';

export const notificationsModule = { entities: [Notification], resolvers: [NotificationResolver] };
export { exportNotifications, forgetNotifications } from './notifications.privacy.sql.js';
