import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Mailer } from './common/mailer.js';
import type { ShopPubSub } from './common/pubsub.js';
import type { ShopEventBus } from './events.js';
import { registerAuthListeners } from './modules/auth/auth.listeners.js';
import { registerCatalogListeners } from './modules/catalog/catalog.listeners.js';
import { registerOrderListeners } from './modules/orders/orders.listeners.js';
import { AccountService } from './modules/auth/account.service.js';
import { OneTimeCodeService } from './modules/auth/one-time-code.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { RegistrationService } from './modules/auth/registration.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ProductImages } from './modules/catalog/images.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { AuthThrottle, defaultLimits, type ThrottleLimits } from './modules/auth/throttle.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { CartService } from './modules/cart/cart.service.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { OrderLifecycleService } from './modules/orders/order-lifecycle.service.js';
import { OrderPlacementService, type OrderHooks } from './modules/orders/order-placement.service.js';
import { OrderQueryService } from './modules/orders/order-queries.service.js';
import { PromoService } from './modules/promos/promos.service.js';
import { WalletService } from './modules/wallet/wallet.service.js';

declare module './common/context.js' {
  /** The context's `services` are exactly these (declaration merging keeps `common/` module-free). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServiceRegistry extends Services {}
}

/** Every service, built once per process. Resolvers and REST routes call these, nothing else. */
export interface Services {
  sessions: SessionService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  account: AccountService;
  catalog: CatalogService;
  productImages: ProductImages;
  reviews: ReviewsService;
  newsletter: NewsletterService;
  feedback: FeedbackService;
  cart: CartService;
  promos: PromoService;
  wallet: WalletService;
  notifications: NotificationService;
  orderPlacement: OrderPlacementService;
  orderLifecycle: OrderLifecycleService;
  orderQueries: OrderQueryService;
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
  const throttle = new AuthThrottle({ ...defaultLimits, ...deps.limits }, deps.redis, config.REDIS_PREFIX);
  const codes = new OneTimeCodeService(deps.secrets.codes);
  const sessions = new SessionService({
    tokens: new TokenSigner(deps.secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    throttle,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
  });
  const registration = new RegistrationService({ codes, throttle, events });
  const passwordReset = new PasswordResetService({ codes, throttle, events });
  const account = new AccountService({ events });
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
  const orderQueries = new OrderQueryService();
  const orderPlacement = new OrderPlacementService({
    wallet,
    promos,
    cart,
    queries: orderQueries,
    events,
    hooks: deps.orderHooks,
  });
  const orderLifecycle = new OrderLifecycleService({ wallet, queries: orderQueries, events });

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
    sessions,
    registration,
    passwordReset,
    account,
    catalog,
    productImages,
    reviews,
    newsletter,
    feedback,
    cart,
    promos,
    wallet,
    notifications,
    orderPlacement,
    orderLifecycle,
    orderQueries,
  };
}
