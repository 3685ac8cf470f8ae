import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import { createApp } from '../app.js';
import type { Config } from '../config/env.js';
import { clientMeta } from '../common/context.js';
import type { Logger } from '../common/logger.js';
import { serveMetrics } from '../common/metrics-endpoint.js';
import type { Tracing } from '../common/tracing.js';
import type { ContextFactory } from '../context.js';
import type { Orm } from '../db/orm.js';
import { Prerenderer } from '../web/prerender.js';
import type { Core, Messaging } from './core.js';
import type { GraphqlTransports } from './graphql.js';
import { phase, type Phase } from './phases.js';

/** What the HTTP phase leaves: the port it listens on, and `/metrics`'s address when served apart. */
export interface Listening {
  port: number;
  metricsUrl: string | undefined;
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

/**
 * The storefront's landing pages, rendered here from the same operations the browser sends, run
 * in process as the visitor's own (anonymous) requests: the same limits, and charged to them.
 */
function prerenderer(
  config: Config,
  log: Logger,
  core: Core,
  graphql: GraphqlTransports,
  contexts: ContextFactory,
) {
  return Prerenderer.create(config.webServerBuild, {
    cache: core.responseCache,
    log: log.child({ module: 'prerender' }),
    async execute(operation, request) {
      const contextValue = await contexts.create(undefined, clientMeta(request as Request));
      const response = await graphql.apollo.executeOperation(operation, { contextValue });
      return response.body.kind === 'single'
        ? response.body.singleResult
        : { errors: [{ message: 'An incremental answer cannot be pre-rendered.' }] };
    },
  });
}

/** Gauges read when Prometheus scrapes: the pool, Redis, sockets and subscriptions. */
function watchGauges(orm: Orm, messaging: Messaging, graphql: GraphqlTransports): void {
  const { redis } = messaging;
  messaging.metrics.watch({
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
    sockets: () => graphql.ws.stats(),
  });
}

/**
 * The Express app (REST, GraphQL over HTTP, the web app, health) on the HTTP server, the gauges,
 * `/metrics` on its own port when METRICS_PORT is set, and then listening. `/readyz` answers 503
 * once `draining()` (shutdown has begun).
 */
export function startHttp(
  config: Config,
  log: Logger,
  made: { orm: Orm; messaging: Messaging; core: Core; graphql: GraphqlTransports; contexts: ContextFactory },
  tracing: Tracing | undefined,
  draining: () => boolean,
): Promise<Phase<Listening>> {
  const { orm, messaging, core, graphql, contexts } = made;
  const { redis, metrics } = messaging;
  return phase(log, async (defer) => {
    const prerender = prerenderer(config, log, core, graphql, contexts);
    const listener = createApp({
      config,
      clientAddress: graphql.clientAddress,
      requestId: graphql.requestId,
      metrics,
      operationSpan: tracing?.operationSpan,
      log,
      apollo: graphql.apollo,
      contexts,
      responseCache: core.responseCache,
      documents: graphql.persistedQueries,
      prerender,
      limits: graphql.limits,
      services: core.services,
      readiness: async () => {
        const [db, cache] = await Promise.all([
          probe(() => orm.em.getConnection().execute('select 1')),
          redis ? probe(() => redis.ping()) : Promise.resolve('not configured' as const),
        ]);
        return { database: db, redis: cache, ...(draining() ? { instance: 'down' as const } : {}) };
      },
    });
    graphql.httpServer.on('request', listener);
    watchGauges(orm, messaging, graphql);
    // METRICS_PORT: /metrics on a port of its own (off the public one).
    const metricsServer =
      config.METRICS_PORT === undefined
        ? undefined
        : await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST, log);
    if (metricsServer) defer(() => metricsServer.close());
    // What this instance hears of changes made on others (settings, sessions) is live before it
    // answers: a change saved elsewhere right after start-up is not missed.
    await messaging.pubsub.subscribed();
    await new Promise<void>((resolve, reject) => {
      graphql.httpServer.once('error', reject);
      graphql.httpServer.listen(config.PORT, config.HOST, () => resolve());
    });
    // The pre-renderer's code loads once the shop is answering (half a second on: the first
    // requests of a fresh start do not wait behind it).
    if (prerender) setTimeout(() => void prerender.load(), 500).unref();
    const port = (graphql.httpServer.address() as AddressInfo).port;
    return { port, metricsUrl: metricsServer?.url };
  });
}
