/**
 * Every feature module, in the order the schema lists their operations. The registries
 * (`db/entities.ts`, `resolvers.ts`) read entities and resolvers from these faces.
 */
import { addressesModule } from './addresses/index.js';
import { analyticsModule } from './analytics/index.js';
import { adminNotificationsModule } from './admin-notifications/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { authModule } from './auth/index.js';
import { cartModule } from './cart/index.js';
import { chatModule } from './chat/index.js';
import { customersModule } from './customers/index.js';
import { catalogModule } from './catalog/index.js';
import { feedbackModule } from './feedback/index.js';
import { invoicesModule } from './invoices/index.js';
import { newsletterModule } from './newsletter/index.js';
import { notificationsModule } from './notifications/index.js';
import { ordersModule } from './orders/index.js';
import { privacyModule } from './privacy/index.js';
import { paymentsModule } from './payments/index.js';
import { promosModule } from './promos/index.js';
import { reviewsModule } from './reviews/index.js';
import { settingsModule } from './settings/index.js';
import { walletModule } from './wallet/index.js';
import { webhooksModule } from './webhooks/index.js';

export interface ModuleFace {
  /** MikroORM entities the module owns */
  entities: readonly (abstract new (...args: never[]) => unknown)[];
  /** type-graphql resolver classes */
  resolvers: readonly Function[];
}

export const shopModules: readonly ModuleFace[] = [
  authModule,
  catalogModule,
  reviewsModule,
  newsletterModule,
  feedbackModule,
  promosModule,
  cartModule,
  ordersModule,
  paymentsModule,
  invoicesModule,
  walletModule,
  addressesModule,
  notificationsModule,
  chatModule,
  analyticsModule,
  customersModule,
  adminNotificationsModule,
  settingsModule,
  apiKeysModule,
  privacyModule,
  webhooksModule,
];
