import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createApp } from './app.js';
import type { Config } from './config/env.js';
import { clientAddressOf } from './common/client-address.js';
import { requestIds } from './common/request-id.js';
import { formatGraphQLError, isExpectedError } from './common/errors.js';
import type { Logger } from './common/logger.js';
import { EventBus } from './common/events.js';
import { createMailer } from './common/mailer.js';
import { Jobs } from './common/jobs.js';
import { newRedis } from './common/redis.js';
import { countingPublishes, createShopPubSub, type ShopPubSub } from './common/pubsub.js';
import { operationNames, ShopMetrics, type WebhookDeliveryOutcome } from './common/metrics.js';
import { serveMetrics } from './common/metrics-endpoint.js';
import type { Tracing } from './common/tracing.js';
import { ResponseCache } from './common/response-cache.js';
import { createCostBucket } from './common/cost-bucket.js';
import { OperationLimits } from './common/operation-limits.js';
import { parseOptions, queryLimitRules } from './common/query-limits.js';
import { loadPersistedDocuments, PersistedQueryStore } from './common/persisted-queries.js';
import { loadSecrets } from './common/secrets.js';
import { mailIdentity, type ShopSettingsProvider } from './common/settings.js';
import type { Request } from 'express';
import { clientMeta, type Context } from './common/context.js';
import { ContextFactory } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { openOrm, type Orm } from './db/orm.js';
import { runSeeds } from './db/seed.js';
import type { ShopEvents } from './events.js';
import { buildShopSchema } from './schema.js';
import { compiledExecution } from './common/compiled-execution.js';
import { createServices, SHOP_FIGURES, shopJobs, type Services } from './services.js';
import { SettingsStore } from './modules/settings/index.js';
import { startWebSocketServer, type WebSocketLimits } from './websocket.js';
import { Prerenderer } from './web/prerender.js';
import type { ThrottleLimits } from './modules/auth/index.js';
import type { OrderHooks } from './modules/orders/index.js';
import type { ChatLimits } from './modules/chat/index.js';
import type { ActionLimits } from './common/action-limits.js';
import { PUBLIC_SUBSCRIPTIONS } from './modules/catalog/index.js';
import {
  endpointDisabledMail,
  mailAdmins,
  registerWebhookListeners,
  targetPolicy,
  WebhookDispatcher,
  type DeliveryOutcome,
  type DeliveryReport,
} from './modules/webhooks/index.js';

export interface ShopServer {
  config: Config;
  url: string;
  port: number;
  orm: Orm;
  services: Services;
  /** The process's pubsub (tests publish through it to drive subscriptions). */
  pubSub: ShopPubSub;
  /** Scheduled and background jobs (tests run one at a clock of their own with `runNow`). */
  jobs: Jobs;
  /** The shop's Prometheus metrics (the webhook outbox reports through `metrics.webhooks()`). */
  metrics: ShopMetrics;
  /** `METRICS_PORT`'s address (`http://host:port/metrics`), when it is set. */
  metricsUrl?: string | undefined;
  /** Webhook deliveries (tests pass by hand with `runOnce(now)` under WEBHOOKS_DISPATCHER=off). */
  webhooks: WebhookDispatcher;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Overrides for the auth throttles (tests use their own). */
  limits?: Partial<ThrottleLimits>;
  /** Test-only seams inside the order transaction (e.g. a failure after the stock decrement). */
  orderHooks?: OrderHooks;
  /** The time invoices are issued at (tests set it, e.g. to cross a financial year). */
  clock?: () => Date;
  /** The shop's editable figures (default: the shop's standard ones). */
  settings?: ShopSettingsProvider;
  /** Chat send limit overrides (tests use their own). */
  chatLimits?: Partial<ChatLimits>;
  /** Per-action limit overrides (tests use their own). */
  actionLimits?: Partial<ActionLimits>;
  /** Overrides for the WebSocket's limits (tests use short ones). */
  webSocket?: WebSocketLimits;
  /** Hears every webhook delivery attempt (the metrics' place; tests). */
  onWebhookDelivery?: (report: DeliveryReport) => void;
  /**
   * The database, already being opened (main.ts starts PostgreSQL while this module loads);
   * by default the server opens it.
   */
  database?: Promise<DatabaseHandle>;
  /** OpenTelemetry, started by main.ts before this module loaded (OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing?: Tracing | undefined;
}

/** The dispatcher's outcome of an attempt, as the metrics name it (docs/architecture.md, metrics). */
const WEBHOOK_METRIC_OUTCOMES = {
  succeeded: 'delivered',
  retry: 'retrying',
  failed: 'not_retried',
  disabled: 'failed',
} as const satisfies Record<DeliveryOutcome, WebhookDeliveryOutcome>;

/** Starts the whole shop in this process: database, ORM, services, GraphQL (HTTP + WS), REST, web. */
export async function startShopServer(
  config: Config,
  log: Logger,
  options: StartOptions = {},
): Promise<ShopServer> {
  const database = await (options.database ??
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }, log));
  const cleanups: (() => Promise<void> | void)[] = [() => database.stop()];
  // Last of all: the spans of the shutdown's own statements are sent too.
  const { tracing } = options;
  if (tracing) cleanups.unshift(() => tracing.shutdown());
  /** Set when shutdown starts: /readyz answers 503 so that balancers stop sending new clients. */
  let draining = false;
  const closeAll = async () => {
    draining = true;
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        log.error({ err }, 'error during shutdown');
      }
    }
  };
  try {
    const orm = await openOrm(database.url, log);
    cleanups.push(() => orm.close(true));
    // The web app's operations by hash (codegen's manifest, written at build time); their names
    // are the operation labels the metrics keep (any other name is counted as one).
    const webDocuments = loadPersistedDocuments(config.persistedDocumentsFile, log);
    const metrics = new ShopMetrics(operationNames(webDocuments.values()));
    const pubsub = createShopPubSub(config.REDIS_URL, log, config.REDIS_PREFIX);
    cleanups.push(() => pubsub.close());
    const pubSub = countingPublishes(pubsub.pubSub, (topic) => metrics.topicPublished(topic));
    const redis = config.REDIS_URL ? newRedis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
    if (redis) {
      redis.on('error', (err) => log.error({ err }, 'redis error'));
      cleanups.push(() => redis.disconnect());
    }
    const secrets = await loadSecrets(config.JWT_SECRET, config.dataDir, config.SETTINGS_ENCRYPTION_KEY);
    // The stored site and mail settings, cached; reloaded on change (on every instance).
    let settings: ShopSettingsProvider & { reload?: () => Promise<unknown> };
    if (options.settings) settings = options.settings;
    else {
      const store = new SettingsStore({
        em: () => orm.em.fork() as EntityManager,
        figures: SHOP_FIGURES,
        key: secrets.settings,
        pubSub,
        log: log.child({ module: 'settings' }),
      });
      await store.start();
      pubsub.onResubscribed(() => void store.resync());
      cleanups.push(() => store.close());
      settings = store;
    }
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
    cleanups.push(() => mailer.close());
    const events = new EventBus<ShopEvents>(log.child({ module: 'events' }), (type) =>
      metrics.eventDelivered(type),
    );
    events.attach(orm);
    // Runs before the mailer closes: deliveries in progress finish first.
    cleanups.push(() => events.settled());
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
      traceparent: tracing?.traceparent,
    });
    cleanups.push(() => services.chat.close());
    cleanups.push(() => services.salesSignal.close());
    await runSeeds(orm, services, config, log);
    // Jobs start once the schema and seeds are in place; their workers stop before the ORM closes.
    const jobs = await Jobs.start({
      url: database.url,
      log: log.child({ module: 'jobs' }),
      enabled: config.JOBS === 'on',
    });
    cleanups.push(() => jobs.close());
    for (const job of shopJobs(() => orm.em.fork() as EntityManager, services, log)) await jobs.define(job);
    started.jobs = jobs;

    const schema = await buildShopSchema(pubSub);
    const contexts = new ContextFactory(orm, services);
    // Webhooks: every instance dispatches (docs/webhooks.md); a commit here wakes this one at once.
    const webhookMetrics = metrics.webhooks();
    const webhooks = new WebhookDispatcher({
      em: () => orm.em.fork() as EntityManager,
      service: services.webhooks,
      log: log.child({ module: 'webhooks' }),
      policy: targetPolicy(config),
      schema: () => schema,
      contextFor: (viewer, apiKey) => contexts.forWebhook(viewer, apiKey),
      disabled: async (endpoint) => {
        const em = orm.em.fork() as EntityManager;
        await services.adminNotifications.notifyAdmins(em, {
          kind: 'webhook_disabled',
          message: `Webhook "${endpoint.name}" disabled: its deliveries failed for 24 hours`,
        });
        await mailAdmins(em, mailer, (to) => endpointDisabledMail(settings.current().shopName, to, endpoint));
      },
      onDelivery: (report) => {
        webhookMetrics.delivered(WEBHOOK_METRIC_OUTCOMES[report.outcome]);
        options.onWebhookDelivery?.(report);
      },
      deliverySpan: tracing?.deliverySpan,
    });
    webhookMetrics.watchBacklog(() => services.webhooks.backlog(orm.em.fork() as EntityManager));
    registerWebhookListeners(events, webhooks);
    if (config.WEBHOOKS_DISPATCHER === 'on') webhooks.start();
    cleanups.push(() => webhooks.stop());
    // One rule set for both transports: parse limits, validation rules, cost and the rate limit.
    // Never open: while Redis is unavailable each instance throttles from buckets of its own.
    const bucket = (capacity: number, restoreRate: number) =>
      createCostBucket({ capacity, restoreRate }, redis, config.REDIS_PREFIX, (state, err) =>
        state === 'down'
          ? log.error({ err }, 'cost bucket: Redis unavailable, throttling from this instance’s own buckets')
          : log.info('cost bucket: Redis answers again, buckets shared'),
      );
    const limits = new OperationLimits({
      maxCost: config.API_MAX_QUERY_COST,
      bucket: bucket(config.API_RATE_LIMIT_BUCKET, config.API_RATE_LIMIT_RESTORE_RATE),
      apiKeyBucket: bucket(config.API_KEY_RATE_LIMIT_BUCKET, config.API_KEY_RATE_LIMIT_RESTORE_RATE),
      adminBucket: bucket(config.ADMIN_RATE_LIMIT_BUCKET, config.ADMIN_RATE_LIMIT_RESTORE_RATE),
    });
    const httpServer = http.createServer();
    // Who the client is, for every transport (TRUST_PROXY; docs/decisions/trusted-proxies.md).
    const clientAddress = clientAddressOf(config.TRUST_PROXY);
    // Each request's id, by the same trust (common/request-id.ts).
    const requestId = requestIds(config.TRUST_PROXY);
    const ws = startWebSocketServer({
      httpServer,
      schema,
      contexts,
      limits,
      pubSub,
      log,
      allowedOrigins: config.ALLOWED_ORIGINS,
      publicUrl: config.PUBLIC_URL,
      clientAddress,
      requestId,
      metrics,
      overrides: options.webSocket,
      sharedSubscriptions: PUBLIC_SUBSCRIPTIONS,
    });
    // Events published while this instance's Redis connection was down never reached its sockets:
    // their clients reconnect and catch up by the reconnect rule (docs/api.md).
    pubsub.onResubscribed(() => ws.reconnectAll());
    const persistedQueries = new PersistedQueryStore(webDocuments, redis, config.REDIS_PREFIX, log);
    const apollo = new ApolloServer<Context>({
      // Operations run compiled (graphql-jit); the schema is the same one the sockets use.
      gateway: compiledExecution(schema),
      introspection: true,
      includeStacktraceInErrorResponses: false,
      // main.ts stops the shop on SIGINT/SIGTERM (Apollo, then the database, Redis, mail...).
      // Apollo's own handler (on outside NODE_ENV=test) would stop Apollo first, and the shop's
      // second apollo.stop() then waits on a barrier Apollo resolves only on failure: every
      // shutdown ran into main.ts's 15 s limit and exited 1.
      stopOnTerminationSignals: false,
      // No "Did you mean ...?" in errors: they spell out the schema (the WebSocket path strips them too).
      hideSchemaDetailsFromClientErrors: true,
      parseOptions,
      validationRules: queryLimitRules,
      // The web app's operations by hash (built in), and automatic persisted queries for others.
      persistedQueries: {
        cache: persistedQueries,
      },
      formatError: formatGraphQLError,
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginLandingPageDisabled(),
        limits.apolloPlugin<Context>(),
        metrics.apolloPlugin<Context>(),
        ...(tracing ? [tracing.apolloPlugin<Context>()] : []),
        {
          async serverWillStart() {
            return {
              async drainServer() {
                await ws.dispose();
              },
            };
          },
          async requestDidStart() {
            return {
              async didEncounterErrors({ errors, contextValue }) {
                for (const e of errors) {
                  if (
                    e.originalError &&
                    !isExpectedError(e.originalError) &&
                    !('extensions' in e.originalError)
                  )
                    (contextValue?.meta?.request?.log() ?? log).error(
                      { err: e.originalError, path: e.path },
                      'unexpected GraphQL error',
                    );
                }
              },
            };
          },
        },
      ],
    });
    await apollo.start();
    cleanups.push(() => apollo.stop());
    // The storefront's landing pages, rendered here from the same operations the browser sends, run
    // in process as the visitor's own (anonymous) requests: the same limits, and charged to them.
    const prerender = Prerenderer.create(config.webServerBuild, {
      cache: responseCache,
      log: log.child({ module: 'prerender' }),
      async execute(operation, request) {
        const contextValue = await contexts.create(undefined, clientMeta(request as Request));
        const response = await apollo.executeOperation(operation, { contextValue });
        return response.body.kind === 'single'
          ? response.body.singleResult
          : { errors: [{ message: 'An incremental answer cannot be pre-rendered.' }] };
      },
    });
    const listener = createApp({
      config,
      clientAddress,
      requestId,
      metrics,
      operationSpan: tracing?.operationSpan,
      log,
      apollo,
      contexts,
      responseCache,
      documents: persistedQueries,
      prerender,
      limits,
      services,
      readiness: async () => {
        const [db, cache] = await Promise.all([
          probe(() => orm.em.getConnection().execute('select 1')),
          redis ? probe(() => redis.ping()) : Promise.resolve('not configured' as const),
        ]);
        return { database: db, redis: cache, ...(draining ? { instance: 'down' as const } : {}) };
      },
    });
    httpServer.on('request', listener);
    // Gauges read when Prometheus scrapes: the pool, Redis, sockets and subscriptions.
    metrics.watch({
      pool: () => {
        const pool = (
          orm.em.getConnection().getKnex().client as {
            pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number; max: number };
          }
        ).pool;
        return pool
          ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires(), max: pool.max }
          : undefined;
      },
      ...(redis ? { redis: () => redis.status === 'ready' } : {}),
      sockets: () => ws.stats(),
    });
    // METRICS_PORT: /metrics on a port of its own (off the public one).
    const metricsServer =
      config.METRICS_PORT === undefined
        ? undefined
        : await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST, log);
    if (metricsServer) cleanups.push(() => metricsServer.close());
    // What this instance hears of changes made on others (settings, sessions) is live before it
    // answers: a change saved elsewhere right after start-up is not missed.
    await pubsub.subscribed();
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.PORT, config.HOST, () => resolve());
    });
    // The pre-renderer's code loads once the shop is answering (half a second on: the first
    // requests of a fresh start do not wait behind it).
    if (prerender) setTimeout(() => void prerender.load(), 500).unref();
    const port = (httpServer.address() as AddressInfo).port;
    // The test gateway calls this instance's webhook on its own loopback address.
    services.payments.listening(
      `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`,
    );
    return {
      config,
      url: `http://localhost:${port}`,
      port,
      orm,
      services,
      pubSub,
      jobs,
      metrics,
      metricsUrl: metricsServer?.url,
      webhooks,
      database,
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** 'up' when the check answers within a second, else 'down'. */
async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), 1000);
  });
  try {
    return await Promise.race([check().then(() => 'up' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
