import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { JobDefinition, JobSender } from './common/jobs.js';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import { LocalFileStorage, S3FileStorage, type FileStorage } from './common/file-storage.js';
import type { Mailer } from './common/mailer.js';
import type { ShopPubSub } from './common/pubsub.js';
import type { CacheInvalidator } from './common/response-cache.js';
import { RateLimits } from './common/rate-limit.js';
import { createActionLimiters, type ActionLimits } from './common/action-limits.js';
import { fixedShopSettings, type ShopSettingsProvider } from './common/settings.js';
import type { ShopEventBus } from './events.js';
import { AddressService, registerAddressListeners } from './modules/addresses/index.js';
import { ApiKeyService } from './modules/api-keys/index.js';
import {
  accountCard,
  createAuthServices,
  endedSessionsJob,
  registerAdminAccountListeners,
  registerAuthListeners,
  type ThrottleLimits,
} from './modules/auth/index.js';
import { CartService } from './modules/cart/index.js';
import { CatalogService, ProductImages, registerCatalogListeners } from './modules/catalog/index.js';
import {
  AdminNotificationService,
  registerAdminNotificationListeners,
} from './modules/admin-notifications/index.js';
import { CustomerService } from './modules/customers/index.js';
import { FeedbackService, registerFeedbackListeners } from './modules/feedback/index.js';
import { CreditNoteService, InvoiceService } from './modules/invoices/index.js';
import { NewsletterService, registerNewsletterListeners } from './modules/newsletter/index.js';
import { NotificationService } from './modules/notifications/index.js';
import {
  createOrderServices,
  orderLineShowsImage,
  registerOrderListeners,
  type OrderHooks,
} from './modules/orders/index.js';
import { CANCELLATION_FEE_PERCENT, GST_PERCENT, RETURN_WINDOW_MS } from './modules/pricing/index.js';
import { PromoService } from './modules/promos/index.js';
import { ReviewsService } from './modules/reviews/index.js';
import { registerSettingsListeners, SettingsService } from './modules/settings/index.js';
import { WalletService } from './modules/wallet/index.js';
import { outboxWriter, targetPolicy, webhookCleanupJob, WebhookService } from './modules/webhooks/index.js';
import {
  createPaymentProvider,
  paymentJobs,
  PaymentsAdminService,
  PaymentsService,
} from './modules/payments/index.js';
import { createChatService, registerChatListeners, type ChatLimits } from './modules/chat/index.js';
import { createAnalytics } from './modules/analytics/index.js';
import {
  ConsentService,
  dataExportJob,
  PrivacyDeskService,
  PrivacyService,
  registerPrivacyListeners,
  retentionJob,
} from './modules/privacy/index.js';

declare module './common/context.js' {
  /** The context's `services` are exactly these (declaration merging keeps `common/` module-free). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServiceRegistry extends Services {}
}

/**
 * Every module's scheduled and background jobs (common/jobs.ts runs them). `em` gives each run an
 * EntityManager of its own.
 */
export function shopJobs(em: () => EntityManager, services: Services, log: Logger): JobDefinition<object>[] {
  return [
    endedSessionsJob(em),
    dataExportJob(em, () => services.privacy),
    retentionJob(em, log.child({ module: 'privacy' })),
    ...paymentJobs(em, services.payments),
    webhookCleanupJob(em, services.webhooks, log.child({ module: 'webhooks' })),
  ];
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
  /** The public catalog answers' cache, forgotten on every product change. */
  responseCache: CacheInvalidator;
  secrets: { jwt: Uint8Array; codes: Uint8Array; settings: Uint8Array };
  limits?: Partial<ThrottleLimits>;
  /** The stored settings (the settings store, which reloads on change); fixed defaults unless given. */
  settings?: (ShopSettingsProvider & { reload?: () => Promise<unknown> }) | undefined;
  /** Test-only seams in the order transaction (see `StartOptions.orderHooks`). */
  orderHooks?: OrderHooks | undefined;
  /** The time invoices are issued at (default: now). */
  clock?: (() => Date) | undefined;
  /** Overrides for the chat send limit (tests use their own). */
  chatLimits?: Partial<ChatLimits> | undefined;
  /** Overrides for the per-action limits (tests use their own). */
  actionLimits?: Partial<ActionLimits> | undefined;
  /** The process's jobs, once started (services file background jobs through it). */
  jobs?: (() => JobSender | undefined) | undefined;
  /** The W3C traceparent of the active span when tracing is on (the webhook outbox keeps it). */
  traceparent?: (() => string | undefined) | undefined;
}

export const SHOP_NAME = 'Rupee Shop';

/** A key of its own for one use, derived from one of the process's secrets. */
function derivedKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', secret).update(purpose).digest());
}

/** The shop's figures (not editable yet: the admin settings hold the name, logo, contact and mail). */
export const SHOP_FIGURES = {
  gstPercent: GST_PERCENT,
  cancellationFeePercent: CANCELLATION_FEE_PERCENT,
  returnWindowMs: RETURN_WINDOW_MS,
};

/** Settings for a services graph built without the stored ones (scripts, some tests). */
const DEFAULT_SHOP_SETTINGS = { shopName: SHOP_NAME, ...SHOP_FIGURES };

/** Builds every service from the modules' faces, then registers the after-commit listeners. */
export function createServices(deps: ServiceDeps) {
  const { config, log, mailer, pubSub, events } = deps;
  const settings = deps.settings ?? fixedShopSettings(DEFAULT_SHOP_SETTINGS);
  const reloadSettings = async () => {
    await deps.settings?.reload?.();
  };
  const rateLimits = new RateLimits(deps.redis, config.REDIS_PREFIX);
  const actions = createActionLimiters(rateLimits, deps.actionLimits);
  const auth = createAuthServices({
    secrets: deps.secrets,
    secureCookies: config.PUBLIC_URL?.startsWith('https:') ?? false,
    issuer: () => settings.current().shopName,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionAbsoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60 * 1000,
    limits: deps.limits,
    rateLimits,
    events,
    log,
  });
  const uploads: FileStorage = config.UPLOADS_S3_BUCKET
    ? new S3FileStorage({
        bucket: config.UPLOADS_S3_BUCKET,
        region: config.UPLOADS_S3_REGION,
        endpoint: config.UPLOADS_S3_ENDPOINT,
        accessKeyId: config.UPLOADS_S3_ACCESS_KEY_ID,
        secretAccessKey: config.UPLOADS_S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.UPLOADS_S3_FORCE_PATH_STYLE,
        prefix: config.UPLOADS_S3_PREFIX,
      })
    : new LocalFileStorage(config.uploadsDir);
  const productImages = new ProductImages(uploads);
  const catalog = new CatalogService({
    events,
    images: productImages,
    log: log.child({ module: 'catalog' }),
    pubSub,
    imageShownByOrders: orderLineShowsImage,
  });
  const cart = new CartService();
  const promos = new PromoService(actions.promoFailures);
  const wallet = new WalletService(actions.walletTopUps);
  const notifications = new NotificationService(pubSub);
  const payments = new PaymentsService({
    provider: createPaymentProvider(config, deps.secrets.jwt),
    wallet,
    log: log.child({ module: 'payments' }),
    holdMs: config.PAYMENT_HOLD_MINUTES * 60_000,
    reconcileAfterMs: config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000,
  });
  const documentClock = deps.clock ?? (() => new Date());
  const invoices = new InvoiceService({ settings, now: documentClock, events });
  const creditNotes = new CreditNoteService({ settings, now: documentClock, events });
  const orders = createOrderServices({
    wallet,
    payments,
    promos,
    cart,
    invoices,
    creditNotes,
    events,
    settings,
    hooks: deps.orderHooks,
    orderLimit: actions.orders,
    buyers: auth.accountErasure,
  });

  // Side effects, after commit.
  registerAuthListeners(events, { mailer, pubSub, settings });
  registerAdminAccountListeners(events, {
    mailer,
    pubSub,
    settings,
    acceptInviteUrl: `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/admin/accept-invite`,
  });
  registerCatalogListeners(events, { pubSub, cache: deps.responseCache });
  registerOrderListeners(events, {
    notifications,
    mailer,
    log: log.child({ module: 'orders' }),
    settings,
    pubSub,
    invoicePdf: (em, orderId) => invoices.pdfForMail(em, orderId),
  });
  const addresses = new AddressService();
  registerAddressListeners(events, { addresses });
  const chat = createChatService({
    pubSub,
    events,
    redis: deps.redis,
    redisPrefix: config.REDIS_PREFIX,
    rateLimits,
    limits: deps.chatLimits,
  });
  registerChatListeners(events, {
    pubSub,
    notifications,
    mailer,
    log: log.child({ module: 'chat' }),
    settings,
    faqUrl: `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/faqs?chat=open`,
  });
  registerFeedbackListeners(events, { pubSub });
  const adminNotifications = new AdminNotificationService(pubSub);
  registerAdminNotificationListeners(events, { adminNotifications });

  const analytics = createAnalytics({
    pubSub,
    events,
    log: log.child({ module: 'analytics' }),
  });

  const settingsAdmin = new SettingsService({
    promos,
    account: auth.account,
    mailer,
    store: { current: () => settings.current(), reload: reloadSettings },
    events,
    key: deps.secrets.settings,
    smtpConfigured: !!config.SMTP_URL,
  });
  registerSettingsListeners(events, { store: { reload: reloadSettings }, pubSub, settings: settingsAdmin });

  // Consent, the notice and requests (issue 34): the newsletter records consent through the log.
  const accountEmail = async (em: EntityManager, userId: string) => (await accountCard(em, userId))?.email;
  const consents = new ConsentService({
    key: derivedKey(deps.secrets.codes, 'consent-subject'),
    accountEmail,
  });
  const siteUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const newsletter = new NewsletterService({
    limit: actions.newsletter,
    mailer,
    events,
    settings,
    key: derivedKey(deps.secrets.codes, 'newsletter-links'),
    urls: {
      confirm: `${siteUrl}/newsletter/confirm`,
      unsubscribePage: `${siteUrl}/unsubscribe`,
      oneClick: `${siteUrl}/api/newsletter/unsubscribe`,
    },
    consent: consents,
    accountEmail,
  });
  registerNewsletterListeners(events, { newsletter });
  const privacyDesk = new PrivacyDeskService({
    events,
    mailer,
    settings,
    limit: actions.contact,
    accountEmail,
  });
  const privacy = new PrivacyService({
    consents,
    accounts: auth.accountErasure,
    wallet,
    events,
    jobs: () => {
      const jobs = deps.jobs?.();
      if (!jobs) throw new Error('jobs are not started');
      return jobs;
    },
  });
  registerPrivacyListeners(events, { pubSub, desk: privacyDesk, pages: deps.responseCache });
  // Webhooks: every transaction's events written to the outbox before it commits.
  const webhooks = new WebhookService({
    key: deps.secrets.settings,
    maxCost: config.API_MAX_QUERY_COST,
    httpsOnly: targetPolicy(config).httpsOnly,
    retentionDays: config.WEBHOOKS_RETENTION_DAYS,
  });
  events.beforeCommit(
    outboxWriter((w) => {
      if (w.deliveries) webhooks.noteDeliveriesWritten();
    }, deps.traceparent),
  );

  return {
    settings,
    settingsAdmin,
    ...auth,
    rateLimits,
    catalog,
    productImages,
    uploads,
    reviews: new ReviewsService({ events, limit: actions.reviews }),
    newsletter,
    feedback: new FeedbackService({ events, limit: actions.contact }),
    customers: new CustomerService({ orderQueries: orders.orderQueries, wallet }),
    adminNotifications,
    cart,
    promos,
    wallet,
    payments,
    paymentsAdmin: new PaymentsAdminService(payments),
    notifications,
    addresses,
    invoices,
    creditNotes,
    ...orders,
    chat,
    ...analytics,
    apiKeys: new ApiKeyService(),
    privacy,
    privacyDesk,
    consents,
    webhooks,
  };
}
