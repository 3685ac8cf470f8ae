import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CartResolver } from './modules/cart/cart.resolver.js';
import { NotificationResolver } from './modules/notifications/notifications.resolver.js';
import { OrderResolver } from './modules/orders/orders.resolver.js';
import { WalletResolver } from './modules/wallet/wallet.resolver.js';
import { CatalogResolver } from './modules/catalog/catalog.resolver.js';
import { ProductRatingResolver, ReviewsResolver } from './modules/reviews/reviews.resolver.js';
import { NewsletterResolver } from './modules/newsletter/newsletter.resolver.js';
import { FeedbackResolver } from './modules/feedback/feedback.resolver.js';

/** Every resolver class. Each feature module adds its own here. */
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  CatalogResolver,
  ReviewsResolver,
  ProductRatingResolver,
  NewsletterResolver,
  FeedbackResolver,
  CartResolver,
  OrderResolver,
  WalletResolver,
  NotificationResolver,
];
