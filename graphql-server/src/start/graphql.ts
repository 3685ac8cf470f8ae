import http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config/env.js';
import { clientAddressOf } from '../common/client-address.js';
import { compiledExecution } from '../common/compiled-execution.js';
import type { Context } from '../common/context.js';
import { createCostBucket } from '../common/cost-bucket.js';
import { formatGraphQLError, isExpectedError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { OperationLimits } from '../common/operation-limits.js';
import { PersistedQueryStore } from '../common/persisted-queries.js';
import { parseOptions, queryLimitRules } from '../common/query-limits.js';
import { requestIds } from '../common/request-id.js';
import type { Tracing } from '../common/tracing.js';
import type { ContextFactory } from '../context.js';
import { PUBLIC_SUBSCRIPTIONS } from '../modules/catalog/index.js';
import { startWebSocketServer } from '../websocket.js';
import type { Messaging } from './core.js';
import type { StartOptions } from './options.js';
import { phase, type Phase } from './phases.js';

/** GraphQL's two transports over one HTTP server, and what both share. */
export interface GraphqlTransports {
  httpServer: http.Server;
  apollo: ApolloServer<Context>;
  ws: ReturnType<typeof startWebSocketServer>;
  limits: OperationLimits;
  persistedQueries: PersistedQueryStore;
  clientAddress: ReturnType<typeof clientAddressOf>;
  requestId: ReturnType<typeof requestIds>;
}

/**
 * One rule set for both transports: parse limits, validation rules, cost and the rate limit.
 * Never open: while Redis is unavailable each instance throttles from buckets of its own.
 */
function operationLimits(config: Config, log: Logger, messaging: Messaging): OperationLimits {
  const bucket = (capacity: number, restoreRate: number) =>
    createCostBucket({ capacity, restoreRate }, messaging.redis, config.REDIS_PREFIX, (state, err) =>
      state === 'down'
        ? log.error({ err }, 'cost bucket: Redis unavailable, throttling from this instance’s own buckets')
        : log.info('cost bucket: Redis answers again, buckets shared'),
    );
  return new OperationLimits({
    maxCost: config.API_MAX_QUERY_COST,
    bucket: bucket(config.API_RATE_LIMIT_BUCKET, config.API_RATE_LIMIT_RESTORE_RATE),
    apiKeyBucket: bucket(config.API_KEY_RATE_LIMIT_BUCKET, config.API_KEY_RATE_LIMIT_RESTORE_RATE),
    adminBucket: bucket(config.ADMIN_RATE_LIMIT_BUCKET, config.ADMIN_RATE_LIMIT_RESTORE_RATE),
  });
}

/** Logs what a GraphQL operation answered with that no rule of the shop expected. */
function unexpectedErrorLog(log: Logger): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const e of errors) {
            if (e.originalError && !isExpectedError(e.originalError) && !('extensions' in e.originalError))
              (contextValue?.meta?.request?.log() ?? log).error(
                { err: e.originalError, path: e.path },
                'unexpected GraphQL error',
              );
          }
        },
      };
    },
  };
}

/** Apollo over HTTP; draining the HTTP server closes the sockets too. */
function createApollo(
  schema: GraphQLSchema,
  made: Pick<GraphqlTransports, 'httpServer' | 'ws' | 'limits' | 'persistedQueries'>,
  metrics: Messaging['metrics'],
  tracing: Tracing | undefined,
  log: Logger,
): ApolloServer<Context> {
  const { httpServer, ws, limits } = made;
  return new ApolloServer<Context>({
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
    persistedQueries: { cache: made.persistedQueries },
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
      },
      unexpectedErrorLog(log),
    ],
  });
}

/** The HTTP server (not listening yet), the WebSocket server on it, and Apollo, started. */
export function startGraphql(
  config: Config,
  log: Logger,
  options: StartOptions,
  made: { messaging: Messaging; schema: GraphQLSchema; contexts: ContextFactory },
): Promise<Phase<GraphqlTransports>> {
  const { messaging, schema, contexts } = made;
  return phase(log, async (defer) => {
    const limits = operationLimits(config, log, messaging);
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
      pubSub: messaging.pubSub,
      log,
      allowedOrigins: config.ALLOWED_ORIGINS,
      publicUrl: config.PUBLIC_URL,
      clientAddress,
      requestId,
      metrics: messaging.metrics,
      overrides: options.webSocket,
      sharedSubscriptions: PUBLIC_SUBSCRIPTIONS,
    });
    // Events published while this instance's Redis connection was down never reached its sockets:
    // their clients reconnect and catch up by the reconnect rule (docs/api.md).
    messaging.pubsub.onResubscribed(() => ws.reconnectAll());
    const { webDocuments, redis } = messaging;
    const persistedQueries = new PersistedQueryStore(webDocuments, redis, config.REDIS_PREFIX, log);
    const transports = { httpServer, ws, limits, persistedQueries, clientAddress, requestId };
    const apollo = createApollo(schema, transports, messaging.metrics, options.tracing, log);
    await apollo.start();
    defer(() => apollo.stop());
    return { ...transports, apollo };
  });
}
