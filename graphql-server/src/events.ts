import type { EventBus } from './common/events.js';
import type { AuthEvents } from './modules/auth/index.js';
import type { CatalogEvents } from './modules/catalog/index.js';
import type { ChatEvents } from './modules/chat/index.js';
import type { FeedbackEvents } from './modules/feedback/index.js';
import type { InvoiceEvents } from './modules/invoices/index.js';
import type { NewsletterEvents } from './modules/newsletter/index.js';
import type { OrderEvents } from './modules/orders/index.js';
import type { PrivacyEvents } from './modules/privacy/index.js';
import type { ReviewEvents } from './modules/reviews/index.js';
import type { SettingsEvents } from './modules/settings/index.js';

/** Every domain event of the shop and its payload: the union of the modules' event maps. */
export type ShopEvents = AuthEvents &
  CatalogEvents &
  OrderEvents &
  ChatEvents &
  FeedbackEvents &
  ReviewEvents &
  SettingsEvents &
  PrivacyEvents &
  InvoiceEvents &
  NewsletterEvents;

export type ShopEventBus = EventBus<ShopEvents>;
