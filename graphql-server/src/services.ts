import type { Redis } from 'ioredis';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Mailer } from './common/mailer.js';
import type { ShopPubSub } from './common/pubsub.js';
import { RateLimits } from './common/rate-limit.js';
import { fixedShopSettings, type ShopSettingsProvider } from './common/settings.js';
import type { ShopEventBus } from './events.js';
import { createAuthServices, registerAuthListeners, type ThrottleLimits } from './modules/auth/index.js';
import { CartService } from './modules/cart/index.js';
import { CatalogService, ProductImages, registerCatalogListeners } from './modules/catalog/index.js';
import { FeedbackService } from './modules/feedback/index.js';
import { NewsletterService } from './modules/newsletter/index.js';
import { NotificationService } from './modules/notifications/index.js';
import { createOrderServices, registerOrderListeners, type OrderHooks } from './modules/orders/index.js';
import { CANCELLATION_FEE_PERCENT, GST_PERCENT, RETURN_WINDOW_MS } from './modules/pricing/index.js';
import { PromoService } from './modules/promos/index.js';
import { ReviewsService } from './modules/reviews/index.js';
import { WalletService } from './modules/wallet/index.js';
import { createChatService, registerChatListeners, type ChatLimits } from './modules/chat/index.js';

declare module './common/context.js' {
  /** The context's `services` are exactly these (declaration merging keeps `common/` module-free). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServiceRegistry extends Services {}
}

/** Every service, built once per process. Resolvers and REST routes call these, nothing else. */
export type Services = ReturnType<typeof createServices>;

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
  /** The shop's editable figures; fixed defaults unless given. */
  settings?: ShopSettingsProvider | undefined;
  /** Test-only seams in the order transaction (see `StartOptions.orderHooks`). */
  orderHooks?: OrderHooks | undefined;
  /** Overrides for the chat send limit (tests use their own). */
  chatLimits?: Partial<ChatLimits> | undefined;
}

export const SHOP_NAME = 'Rupee Shop';

/** The shop's figures until the settings module stores them. */
export const DEFAULT_SHOP_SETTINGS = {
  shopName: SHOP_NAME,
  gstPercent: GST_PERCENT,
  cancellationFeePercent: CANCELLATION_FEE_PERCENT,
  returnWindowMs: RETURN_WINDOW_MS,
};

/** Builds every service from the modules' faces, then registers the after-commit listeners. */
export function createServices(deps: ServiceDeps) {
  const { config, log, mailer, pubSub, events } = deps;
  const settings = deps.settings ?? fixedShopSettings(DEFAULT_SHOP_SETTINGS);
  const rateLimits = new RateLimits(deps.redis, config.REDIS_PREFIX);
  const auth = createAuthServices({
    secrets: deps.secrets,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    limits: deps.limits,
    rateLimits,
    events,
    pubSub,
    log,
  });
  const productImages = new ProductImages(config.uploadsDir);
  const catalog = new CatalogService({
    events,
    images: productImages,
    log: log.child({ module: 'catalog' }),
  });
  const cart = new CartService();
  const promos = new PromoService();
  const wallet = new WalletService();
  const notifications = new NotificationService(pubSub);
  const orders = createOrderServices({ wallet, promos, cart, events, settings, hooks: deps.orderHooks });

  // Side effects, after commit.
  registerAuthListeners(events, { mailer, pubSub, settings });
  registerCatalogListeners(events, { pubSub });
  registerOrderListeners(events, { notifications, mailer, log: log.child({ module: 'orders' }), settings });
  const chat = createChatService({
    pubSub,
    events,
    redis: deps.redis,
    redisPrefix: config.REDIS_PREFIX,
    rateLimits,
    limits: deps.chatLimits,
  });
  registerChatListeners(events, {
    notifications,
    mailer,
    log: log.child({ module: 'chat' }),
    settings,
    faqUrl: `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/faqs?chat=open`,
  });

  return {
    settings,
    ...auth,
    rateLimits,
    catalog,
    productImages,
    reviews: new ReviewsService({ events }),
    newsletter: new NewsletterService(),
    feedback: new FeedbackService(),
    cart,
    promos,
    wallet,
    notifications,
    ...orders,
    chat,
  };
}
