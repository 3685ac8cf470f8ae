import 'reflect-metadata';
import type { Config } from './config/env.js';
import type { Logger } from './common/logger.js';
import type { Jobs } from './common/jobs.js';
import type { ShopPubSub } from './common/pubsub.js';
import type { ShopMetrics } from './common/metrics.js';
import { ContextFactory } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import type { Orm } from './db/orm.js';
import { buildShopSchema } from './schema.js';
import type { Services } from './services.js';
import type { WebhookDispatcher } from './modules/webhooks/index.js';
import { openMessaging, openStorage, startCore } from './start/core.js';
import { startGraphql } from './start/graphql.js';
import { startHttp } from './start/http.js';
import type { StartOptions } from './start/options.js';
import { Teardown, type Phase } from './start/phases.js';
import { startWebhooks } from './start/webhooks.js';

export type { StartOptions } from './start/options.js';

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

/** Starts the whole shop in this process: database, ORM, services, GraphQL (HTTP + WS), REST, web. */
export async function startShopServer(
  config: Config,
  log: Logger,
  options: StartOptions = {},
): Promise<ShopServer> {
  const database = await (options.database ??
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }, log));
  // Each phase answers its cleanup; shutdown runs them newest first. Last of all: the spans of the
  // shutdown's own statements are sent too.
  const { tracing } = options;
  const teardown = new Teardown(log, [...(tracing ? [() => tracing.shutdown()] : []), () => database.stop()]);
  /** Set when shutdown starts: /readyz answers 503 so that balancers stop sending new clients. */
  let draining = false;
  const closeAll = async () => {
    draining = true;
    await teardown.run();
  };
  const run = async <T>(started: Promise<Phase<T>>): Promise<T> => {
    const { made, cleanup } = await started;
    teardown.add(cleanup);
    return made;
  };
  try {
    const orm = await run(openStorage(database, log));
    const messaging = await run(openMessaging(config, log));
    const core = await run(startCore(config, log, options, { orm, database, messaging }));
    const schema = await buildShopSchema(messaging.pubSub);
    tracing?.traceResolvers(schema);
    const contexts = new ContextFactory(orm, core.services);
    const webhooks = await run(
      startWebhooks(config, log, options, { orm, messaging, core, schema, contexts }),
    );
    const graphql = await run(startGraphql(config, log, options, { messaging, schema, contexts }));
    const { port, metricsUrl } = await run(
      startHttp(config, log, { orm, messaging, core, graphql, contexts }, tracing, () => draining),
    );
    // The test gateway calls this instance's webhook on its own loopback address.
    core.services.payments.listening(
      `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`,
    );
    return {
      config,
      url: `http://localhost:${port}`,
      port,
      orm,
      services: core.services,
      pubSub: messaging.pubSub,
      jobs: core.jobs,
      metrics: messaging.metrics,
      metricsUrl,
      webhooks,
      database,
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
