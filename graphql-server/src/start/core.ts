import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Config } from '../config/env.js';
import { EventBus } from '../common/events.js';
import type { Logger } from '../common/logger.js';
import { createMailer, type Mailer } from '../common/mailer.js';
import { Jobs } from '../common/jobs.js';
import { newRedis } from '../common/redis.js';
import { countingPublishes, createShopPubSub, type PubSubHandle, type ShopPubSub } from '../common/pubsub.js';
import { operationNames, ShopMetrics } from '../common/metrics.js';
import { ResponseCache } from '../common/response-cache.js';
import { loadPersistedDocuments } from '../common/persisted-queries.js';
import { loadSecrets, type Secrets } from '../common/secrets.js';
import { mailIdentity, type ShopSettingsProvider } from '../common/settings.js';
import type { DatabaseHandle } from '../db/database.js';
import { openOrm, type Orm } from '../db/orm.js';
import { runSeeds } from '../db/seed.js';
import type { ShopEvents } from '../events.js';
import { createServices, SHOP_FIGURES, shopJobs, type Services } from '../services.js';
import { SettingsStore } from '../modules/settings/index.js';
import { phase, type Cleanup, type Phase } from './phases.js';
import type { StartOptions } from './options.js';

/** The ORM over the opened database; closed before the database stops. */
export function openStorage(database: DatabaseHandle, log: Logger): Promise<Phase<Orm>> {
  return phase(log, async (defer) => {
    const orm = await openOrm(database.url, log);
    defer(() => orm.close(true));
    return orm;
  });
}

/** What carries changes between requests and instances, and counts them. */
export interface Messaging {
  /** The web app's operations by hash (codegen's manifest, written at build time). */
  webDocuments: ReturnType<typeof loadPersistedDocuments>;
  metrics: ShopMetrics;
  pubsub: PubSubHandle;
  /** The pubsub as services publish through it (each publish counted in the metrics). */
  pubSub: ShopPubSub;
  redis: Redis | undefined;
}

/** Metrics, the pubsub (Redis when configured) and the shared Redis client. */
export function openMessaging(config: Config, log: Logger): Promise<Phase<Messaging>> {
  return phase(log, async (defer) => {
    // The web app's operation names are the operation labels the metrics keep (any other name is
    // counted as one).
    const webDocuments = loadPersistedDocuments(config.persistedDocumentsFile, log);
    const metrics = new ShopMetrics(operationNames(webDocuments.values()));
    const pubsub = createShopPubSub(config.REDIS_URL, log, config.REDIS_PREFIX);
    defer(() => pubsub.close());
    const pubSub = countingPublishes(pubsub.pubSub, (topic) => metrics.topicPublished(topic));
    const redis = config.REDIS_URL ? newRedis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
    if (redis) {
      redis.on('error', (err) => log.error({ err }, 'redis error'));
      defer(() => redis.disconnect());
    }
    return { webDocuments, metrics, pubsub, pubSub, redis };
  });
}

/** The shop's services and what they were made with. */
export interface Core {
  secrets: Secrets;
  settings: ShopSettingsProvider;
  responseCache: ResponseCache;
  mailer: Mailer;
  events: EventBus<ShopEvents>;
  services: Services;
  jobs: Jobs;
}

/** The stored site and mail settings, cached; reloaded on change (on every instance). */
async function openSettings(
  orm: Orm,
  messaging: Messaging,
  secrets: Secrets,
  log: Logger,
  defer: (step: Cleanup) => void,
): Promise<ShopSettingsProvider> {
  const store = new SettingsStore({
    em: () => orm.em.fork() as EntityManager,
    figures: SHOP_FIGURES,
    key: secrets.settings,
    pubSub: messaging.pubSub,
    log: log.child({ module: 'settings' }),
  });
  await store.start();
  messaging.pubsub.onResubscribed(() => void store.resync());
  defer(() => store.close());
  return store;
}

/**
 * Settings, mail, the event bus, every service, the seeds, then the jobs (they start once the
 * schema and seeds are in place). Undone jobs first, then the services' own timers, deliveries in
 * progress (before the mailer closes), the mailer and the settings.
 */
export function startCore(
  config: Config,
  log: Logger,
  options: StartOptions,
  { orm, database, messaging }: { orm: Orm; database: DatabaseHandle; messaging: Messaging },
): Promise<Phase<Core>> {
  return phase(log, async (defer) => {
    const { pubSub, redis, metrics } = messaging;
    const secrets = await loadSecrets(config.JWT_SECRET, config.dataDir, config.SETTINGS_ENCRYPTION_KEY);
    const settings = options.settings ?? (await openSettings(orm, messaging, secrets, log, defer));
    const responseCache = new ResponseCache(
      redis,
      config.REDIS_PREFIX,
      log.child({ module: 'response-cache' }),
    );
    const mailer = createMailer(
      {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: config.outboxDir,
        identity: () => mailIdentity(settings.current()),
      },
      log,
    );
    defer(() => mailer.close());
    const events = new EventBus<ShopEvents>(log.child({ module: 'events' }), (type) =>
      metrics.eventDelivered(type),
    );
    events.attach(orm);
    // Runs before the mailer closes: deliveries in progress finish first.
    defer(() => events.settled());
    // Services file background jobs; the jobs start after the seeds, below.
    const started: { jobs?: Jobs } = {};
    const services = createServices({
      jobs: () => started.jobs,
      config,
      log,
      mailer,
      pubSub,
      events,
      redis,
      responseCache,
      secrets,
      limits: { codeMailsPerClient: config.AUTH_CODE_MAILS_PER_ADDRESS, ...options.limits },
      orderHooks: options.orderHooks,
      clock: options.clock,
      settings,
      chatLimits: options.chatLimits,
      actionLimits: options.actionLimits,
      traceparent: options.tracing?.traceparent,
    });
    defer(() => services.chat.close());
    defer(() => services.salesSignal.close());
    await runSeeds(orm, services, config, log);
    // Their workers stop before the ORM closes.
    const jobs = await Jobs.start({
      url: database.url,
      log: log.child({ module: 'jobs' }),
      enabled: config.JOBS === 'on',
    });
    defer(() => jobs.close());
    for (const job of shopJobs(() => orm.em.fork() as EntityManager, services, log)) await jobs.define(job);
    started.jobs = jobs;
    return { secrets, settings, responseCache, mailer, events, services, jobs };
  });
}
