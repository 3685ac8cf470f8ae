import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { useServer } from 'graphql-ws/use/ws';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { createApp } from './app.js';
import type { Config } from './config/env.js';
import { formatGraphQLError, formatGraphQLErrors, isExpectedError } from './common/errors.js';
import type { Logger } from './common/logger.js';
import { EventBus } from './common/events.js';
import { createMailer } from './common/mailer.js';
import { createShopPubSub, type ShopPubSub } from './common/pubsub.js';
import { extraValidationRules, validateWithLimits } from './common/query-limits.js';
import { loadSecrets } from './common/secrets.js';
import type { ShopSettingsProvider } from './common/settings.js';
import { bearerToken, type Context } from './common/context.js';
import { ContextFactory } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { openOrm, type Orm } from './db/orm.js';
import { runSeeds } from './db/seed.js';
import type { ShopEvents } from './events.js';
import { buildShopSchema } from './schema.js';
import { createServices, type Services } from './services.js';
import type { ThrottleLimits } from './modules/auth/index.js';
import type { OrderHooks } from './modules/orders/index.js';
import type { ChatLimits } from './modules/chat/index.js';

export interface ShopServer {
  config: Config;
  url: string;
  port: number;
  orm: Orm;
  services: Services;
  /** The process's pubsub (tests publish through it to drive subscriptions). */
  pubSub: ShopPubSub;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Overrides for the auth throttles (tests use their own). */
  limits?: Partial<ThrottleLimits>;
  /** Test-only seams inside the order transaction (e.g. a failure after the stock decrement). */
  orderHooks?: OrderHooks;
  /** The shop's editable figures (default: the shop's standard ones). */
  settings?: ShopSettingsProvider;
  /** Chat send limit overrides (tests use their own). */
  chatLimits?: Partial<ChatLimits>;
}

/** Starts the whole shop in this process: database, ORM, services, GraphQL (HTTP + WS), REST, web. */
export async function startShopServer(
  config: Config,
  log: Logger,
  options: StartOptions = {},
): Promise<ShopServer> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }, log);
  const cleanups: (() => Promise<void> | void)[] = [() => database.stop()];
  const closeAll = async () => {
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
    const pubsub = createShopPubSub(config.REDIS_URL, log, config.REDIS_PREFIX);
    cleanups.push(() => pubsub.close());
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
    if (redis) cleanups.push(() => redis.disconnect());
    const mailer = createMailer(
      { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir },
      log,
    );
    cleanups.push(() => mailer.close());
    const events = new EventBus<ShopEvents>(log.child({ module: 'events' }));
    events.attach(orm);
    // Runs before the mailer closes: deliveries in progress finish first.
    cleanups.push(() => events.settled());
    const secrets = await loadSecrets(config.JWT_SECRET, config.dataDir);
    const services = createServices({
      config,
      log,
      mailer,
      pubSub: pubsub.pubSub,
      events,
      redis,
      secrets,
      limits: options.limits,
      orderHooks: options.orderHooks,
      settings: options.settings,
      chatLimits: options.chatLimits,
    });
    cleanups.push(() => services.chat.close());
    await runSeeds(orm, services, config, log);

    const schema = await buildShopSchema(pubsub.pubSub);
    const contexts = new ContextFactory(orm, services);
    const logUnexpected = (err: unknown, path: unknown) =>
      log.error({ err, path }, 'unexpected GraphQL error');
    const httpServer = http.createServer();
    // Not attached with `server:` (ws would re-emit the HTTP server's listen errors, such as a
    // taken port, as WebSocket server errors): upgrades to /graphql are handed over here.
    const wsServer = new WebSocketServer({ noServer: true });
    httpServer.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
        socket.destroy();
        return;
      }
      wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
    });
    const wsCleanup = useServer<Record<string, unknown>, { viewerContext?: Context }>(
      {
        schema,
        validate: validateWithLimits,
        // Errors leave the WebSocket formatted exactly as over HTTP (masked, with extensions.code).
        onNext: (_ctx, _id, _payload, _args, result) =>
          result.errors?.length
            ? { ...result, errors: formatGraphQLErrors(result.errors, logUnexpected) }
            : undefined,
        // Before execution (parse, validation): the code Apollo gives the same errors over HTTP.
        onError: (_ctx, _id, _payload, errors) =>
          formatGraphQLErrors(errors, logUnexpected).map((e) => ({
            ...e,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...e.extensions },
          })),
        onConnect: async (ctx) => {
          const params = ctx.connectionParams ?? {};
          const raw = params.authorization ?? params.Authorization ?? params.token;
          const token = typeof raw === 'string' ? (bearerToken(raw) ?? raw) : undefined;
          try {
            ctx.extra.viewerContext = await contexts.create(token, {
              client: ctx.extra.request.socket.remoteAddress ?? 'unknown',
              userAgent: ctx.extra.request.headers['user-agent'],
            });
            return true;
          } catch {
            return false; // graphql-ws closes with 4403 Forbidden
          }
        },
        context: async (ctx) => {
          const base = ctx.extra.viewerContext!;
          // A fresh EntityManager for every operation on the connection.
          return { ...base, em: base.em.fork() };
        },
      },
      wsServer,
    );
    const apollo = new ApolloServer<Context>({
      schema,
      introspection: true,
      includeStacktraceInErrorResponses: false,
      validationRules: extraValidationRules,
      formatError: formatGraphQLError,
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginLandingPageDisabled(),
        {
          async serverWillStart() {
            return {
              async drainServer() {
                await wsCleanup.dispose();
              },
            };
          },
          async requestDidStart() {
            return {
              async didEncounterErrors({ errors }) {
                for (const e of errors) {
                  if (
                    e.originalError &&
                    !isExpectedError(e.originalError) &&
                    !('extensions' in e.originalError)
                  )
                    log.error({ err: e.originalError, path: e.path }, 'unexpected GraphQL error');
                }
              },
            };
          },
        },
      ],
    });
    await apollo.start();
    cleanups.push(() => apollo.stop());
    const app = createApp({ config, log, apollo, contexts });
    httpServer.on('request', app);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.PORT, config.HOST, () => resolve());
    });
    const port = (httpServer.address() as AddressInfo).port;
    return {
      config,
      url: `http://localhost:${port}`,
      port,
      orm,
      services,
      pubSub: pubsub.pubSub,
      database,
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
