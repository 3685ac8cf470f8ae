import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Mailer } from './common/mailer.js';
import type { ShopPubSub } from './common/pubsub.js';
import type { ShopEventBus } from './events.js';
import { registerAuthListeners } from './modules/auth/auth.listeners.js';
import { registerCatalogListeners } from './modules/catalog/catalog.listeners.js';
import { registerOrderListeners } from './modules/orders/orders.listeners.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ProductImages } from './modules/catalog/images.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { AuthThrottle, defaultLimits, type ThrottleLimits } from './modules/auth/throttle.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { CartService } from './modules/cart/cart.service.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { OrderService, type OrderHooks } from './modules/orders/orders.service.js';
import { PromoService } from './modules/promos/promos.service.js';
import { WalletService } from './modules/wallet/wallet.service.js';

declare module './common/context.js' {
  /** The context's `services` are exactly these (declaration merging keeps `common/` module-free). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServiceRegistry extends Services {}
}

/** Every service, built once per process. Resolvers and REST routes call these, nothing else. */
export interface Services {
  auth: AuthService;
  catalog: CatalogService;
  productImages: ProductImages;
  reviews: ReviewsService;
  newsletter: NewsletterService;
  feedback: FeedbackService;
  cart: CartService;
  promos: PromoService;
  wallet: WalletService;
  notifications: NotificationService;
  orders: OrderService;
}

export interface ServiceDeps {
  config: Config;
  log: Logger;
  mailer: Mailer;
  pubSub: ShopPubSub;
  /** Domain events: services raise them in their transactions, listeners run after commit. */
  events: ShopEventBus;
  redis?: Redis | undefined;
  secrets: { jwt: Uint8Array; codes: Uint8Array };
  limits?: Partial<ThrottleLimits>;
  /** Test-only seams in the order transaction (see `StartOptions.orderHooks`). */
  orderHooks?: OrderHooks | undefined;
}

export const SHOP_NAME = 'Rupee Shop';

export function createServices(deps: ServiceDeps): Services {
  const { config, log, mailer, pubSub, events } = deps;
  const shopName = () => SHOP_NAME;
  const auth = new AuthService({
    tokens: new TokenSigner(deps.secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    codeSecret: deps.secrets.codes,
    throttle: new AuthThrottle({ ...defaultLimits, ...deps.limits }, deps.redis, config.REDIS_PREFIX),
    events,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
  });
  const productImages = new ProductImages(config.uploadsDir);
  const catalog = new CatalogService({
    events,
    images: productImages,
    log: log.child({ module: 'catalog' }),
  });
  const reviews = new ReviewsService({ events });
  const newsletter = new NewsletterService();
  const feedback = new FeedbackService();
  const cart = new CartService();
  const promos = new PromoService();
  const wallet = new WalletService();
  const notifications = new NotificationService(pubSub);
  const orders = new OrderService({
    wallet,
    promos,
    cart,
    events,
    hooks: deps.orderHooks,
  });

  // Side effects, after commit.
  registerAuthListeners(events, { mailer, pubSub, shopName });
  registerCatalogListeners(events, { pubSub });
  registerOrderListeners(events, {
    notifications,
    mailer,
    log: log.child({ module: 'orders' }),
    shopName,
  });
  return {
    auth,
    catalog,
    productImages,
    reviews,
    newsletter,
    feedback,
    cart,
    promos,
    wallet,
    notifications,
    orders,
  };
}
