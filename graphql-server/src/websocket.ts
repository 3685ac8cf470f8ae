import type http from 'node:http';
import { getOperationAST, GraphQLError, Kind, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import { formatGraphQLErrors } from './common/errors.js';
import type { Logger } from './common/logger.js';
import type { ShopMetrics } from './common/metrics.js';
import type { CostExtension, OperationLimits } from './common/operation-limits.js';
import type { ShopPubSub } from './common/pubsub.js';
import { sharedSubscribe } from './common/shared-subscriptions.js';
import type { ClientAddressOf } from './common/client-address.js';
import { REQUEST_ID_HEADER, type RequestIdentity, type RequestIdOf } from './common/request-id.js';
import { API_KEY_HEADER, apiKeyOf, bearerToken } from './common/context.js';
import type { ContextFactory, RequestContext } from './context.js';

/** The WebSocket's limits (docs/api.md: Subscriptions). */
export const WS_LIMITS = {
  /** The largest frame a client may send; a larger one closes the socket (1009). */
  maxPayloadBytes: 64 * 1024,
  /** A client must send connection_init this soon after connecting, or it is closed (4408). */
  connectionInitTimeoutMs: 3_000,
  /** A ping this often keeps idle sockets alive through load balancers; no pong by the next one: closed. */
  keepAliveMs: 30_000,
  /** Bytes queued for a client that does not read; past this the client is dropped. */
  maxBufferedBytes: 1024 * 1024,
} as const;

export type WebSocketLimits = Partial<Record<keyof typeof WS_LIMITS, number>>;

export interface WebSocketOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  contexts: ContextFactory;
  limits: OperationLimits;
  pubSub: ShopPubSub;
  log: Logger;
  /** Origins allowed besides the shop's own (the request's host, and PUBLIC_URL). */
  allowedOrigins: string[];
  publicUrl?: string | undefined;
  /** Who the client is (TRUST_PROXY): the same function as HTTP's (common/client-address.ts). */
  clientAddress: ClientAddressOf;
  /**
   * The connection's id (from its upgrade request, by the HTTP rule), echoed in the upgrade's answer;
   * each operation's id is `<connection id>/<operation id>`.
   */
  requestId: RequestIdOf;
  /** Errors by code (the gauges read `stats()` at scrape time). */
  metrics?: ShopMetrics;
  /** Overrides for tests. */
  overrides?: WebSocketLimits;
  /** Root subscription fields whose answers do not depend on the viewer (one execution per event). */
  sharedSubscriptions?: ReadonlySet<string>;
}

interface Connection {
  /** The connection's id and logger (its operations': `request.operation(id)`). */
  request?: RequestIdentity;
  /** Its subscriptions' topics (root field) by operation id, while they may be active (`stats`). */
  topics?: Map<string, string>;
  /** graphql-ws's own record of the operations running (`subscriptions`, by id). */
  running?: { readonly subscriptions: Readonly<Record<string, unknown>> };
  token?: string;
  viewerContext?: RequestContext;
  /** When the token stops being valid (ms since epoch); the socket is closed then. */
  expiresAt?: number;
  expiryTimer?: NodeJS.Timeout;
  revoked?: boolean;
}

type Extra = { socket: WebSocket; request: http.IncomingMessage } & { connection: Connection };

/** Browsers send Origin; only the shop's own pages (and configured ones) may open a socket. Others (no Origin) may. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host && parsed.host === host) return true;
  return allowed.includes(parsed.origin);
}

/**
 * graphql-ws on `/graphql`, hardened: an Origin allow-list, a frame size limit, an init timeout,
 * keep-alive pings, a bounded send buffer, the limits of `OperationLimits`, and the viewer checked
 * per operation and per event, with sockets of revoked sessions or expired tokens closed (4403).
 */
export function startWebSocketServer(opts: WebSocketOptions): {
  /**
   * Closes every socket with 1012 so its client reconnects and catches up (live updates published
   * while this instance could not hear them were lost: see docs/api.md, the reconnect rule).
   */
  reconnectAll(): void;
  /** Open connections, and active subscriptions by topic (read when metrics are scraped). */
  stats(): { connections: number; subscriptions: Map<string, number> };
  dispose(): Promise<void>;
} {
  const limits: Record<keyof typeof WS_LIMITS, number> = { ...WS_LIMITS, ...opts.overrides };
  const allowed = [...opts.allowedOrigins, ...(opts.publicUrl ? [new URL(opts.publicUrl).origin] : [])];
  // Not attached with `server:` (ws would re-emit the HTTP server's listen errors, such as a
  // taken port, as WebSocket server errors): upgrades to /graphql are handed over here.
  const wsServer = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    verifyClient: (info, done) => {
      if (originAllowed(info.origin, info.req.headers.host, allowed)) return done(true);
      opts.log.warn({ origin: info.origin }, 'WebSocket refused: origin not allowed');
      done(false, 403, 'Forbidden');
    },
  });
  /** Each upgrade request's id (kept by the request object, read again at connect). */
  const connectionIds = new WeakMap<http.IncomingMessage, RequestIdentity>();
  opts.httpServer.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    connectionIds.set(req, opts.requestId(req, opts.log));
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });
  // The id goes back in the upgrade's answer (101 Switching Protocols).
  wsServer.on('headers', (headers, req) => {
    const request = connectionIds.get(req);
    if (request) headers.push(`${REQUEST_ID_HEADER}: ${request.id}`);
  });
  /** Counts errors answered over the socket by code (returns them, for use in expressions). */
  const countErrors = <T extends readonly { extensions?: { code?: unknown } | undefined }[]>(
    errors: T,
  ): T => {
    opts.metrics?.countErrors(errors, 'ws');
    return errors;
  };
  /** The logger of an operation on a connection (its `reqId` is `<connection>/<operation>`). */
  const operationLog = (connection: Connection | undefined, id: string) =>
    connection?.request?.operation(id).log() ?? opts.log;
  /** Every authenticated socket, to close the ones a revocation names. */
  const sockets = new Map<WebSocket, Connection>();
  /** Every connection that has subscribed to something (metrics: subscriptions by topic). */
  const subscribing = new Set<Connection>();

  const forbid = (socket: WebSocket, reason: string) => {
    if (socket.readyState === socket.OPEN) socket.close(CloseCode.Forbidden, reason);
  };
  const stillValid = (c: Connection) => !c.revoked && (c.expiresAt === undefined || c.expiresAt > Date.now());

  const cleanup = useServer<Record<string, unknown>, { connection: Connection }>(
    {
      schema: opts.schema,
      // Subscriptions whose answers are the same for everyone execute once per event; each event
      // runs with a context of its own (fresh loaders: a later event never reads an earlier one's).
      subscribe: sharedSubscribe(opts.sharedSubscriptions ?? new Set(), (context) =>
        (context as RequestContext).next(),
      ),
      connectionInitWaitTimeout: limits.connectionInitTimeoutMs,
      onConnect: async (ctx) => {
        const extra = ctx.extra as Extra;
        const request = connectionIds.get(extra.request) ?? opts.requestId(extra.request, opts.log);
        extra.connection = { request, running: ctx };
        const params = ctx.connectionParams ?? {};
        const raw = params.authorization ?? params.Authorization ?? params.token;
        const token = typeof raw === 'string' ? (bearerToken(raw) ?? raw) : undefined;
        // An API key: in the connection params (`apiKey`) or the upgrade request's X-Api-Key header.
        const key = typeof params.apiKey === 'string' ? params.apiKey : extra.request.headers[API_KEY_HEADER];
        try {
          const viewerContext = await opts.contexts.create(
            token,
            {
              client: opts.clientAddress(extra.request),
              userAgent: extra.request.headers['user-agent'],
              request,
            },
            apiKeyOf(key),
          );
          // Kept without the EntityManager the session was read with (and its identity map): the
          // socket may stay open for hours, and each operation gets an EntityManager of its own.
          extra.connection.viewerContext = viewerContext.next();
          if (token && viewerContext.viewer) {
            const exp = decodeJwt(token).exp;
            extra.connection.token = token;
            if (exp) {
              extra.connection.expiresAt = exp * 1000;
              // setTimeout's limit is ~24.8 days; tokens live minutes.
              extra.connection.expiryTimer = setTimeout(
                () => forbid(extra.socket, 'Token expired'),
                Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1),
              );
            }
            sockets.set(extra.socket, extra.connection);
          }
          return true;
        } catch {
          return false; // graphql-ws closes with 4403 Forbidden
        }
      },
      onClose: (ctx) => {
        const extra = ctx.extra as Extra;
        clearTimeout(extra.connection?.expiryTimer);
        sockets.delete(extra.socket);
        if (extra.connection) subscribing.delete(extra.connection);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { connection, socket } = ctx.extra as Extra;
        const base = connection.viewerContext!;
        // The viewer again, per operation: the session may have ended since the socket opened.
        if (connection.token) {
          try {
            if (!stillValid(connection)) throw new Error('expired or revoked');
            await opts.contexts.create(connection.token, base.meta);
          } catch {
            forbid(socket, 'Forbidden');
            return [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })];
          }
        }
        return opts.limits.forWebSocket(opts.schema, payload, base);
      },
      context: (ctx, id) => {
        // A fresh EntityManager (and loaders) for every operation on the connection, and its own id.
        const { connection } = ctx.extra as Extra;
        const base = connection.viewerContext!;
        return base.next(
          connection.request ? { ...base.meta, request: connection.request.operation(id) } : undefined,
        );
      },
      // A subscription's topic is its root field (the schema's names: a bounded label).
      onOperation: (ctx, id, _payload, args) => {
        const operation = getOperationAST(args.document, args.operationName);
        const field = operation?.selectionSet.selections[0];
        if (operation?.operation !== 'subscription' || field?.kind !== Kind.FIELD) return;
        const { connection } = ctx.extra as Extra;
        (connection.topics ??= new Map()).set(id, field.name.value);
        subscribing.add(connection);
      },
      // Synchronous unless a query's cost must be settled: it runs per subscriber per event.
      onNext: (ctx, id, _payload, args, result) => {
        const { connection, socket } = ctx.extra as Extra;
        // Per event: a revoked or expired viewer gets nothing more.
        if (connection.token && !stillValid(connection)) {
          forbid(socket, 'Forbidden');
          return { data: null };
        }
        // A client that does not read is dropped rather than buffered without end.
        if (socket.bufferedAmount > limits.maxBufferedBytes) {
          operationLog(connection, id).warn(
            { buffered: socket.bufferedAmount },
            'WebSocket client dropped: not reading',
          );
          socket.terminate();
          return { data: null };
        }
        // The cost, as over HTTP; errors formatted exactly as over HTTP (masked, with extensions.code).
        const answer = (cost: CostExtension | undefined) => ({
          ...result,
          ...(result.errors?.length && countErrors(result.errors)
            ? {
                errors: formatGraphQLErrors(result.errors, (err, path) =>
                  operationLog(connection, id).error({ err, path }, 'unexpected GraphQL error'),
                ),
              }
            : {}),
          ...(cost ? { extensions: { ...result.extensions, cost } } : {}),
        });
        const cost = opts.limits.costOfWebSocketResult(args, result.data);
        return cost instanceof Promise ? cost.then(answer) : answer(cost);
      },
      // Before execution (parse, validation): the code Apollo gives the same errors over HTTP.
      onError: (ctx, id, _payload, errors) =>
        countErrors(
          formatGraphQLErrors(errors, (err, path) =>
            operationLog((ctx.extra as Extra).connection, id).error(
              { err, path },
              'unexpected GraphQL error',
            ),
          ).map((e) => ({
            ...e,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...e.extensions },
          })),
        ),
    },
    wsServer,
    limits.keepAliveMs,
  );

  // Revocations from any instance (logout, password change or reset, token reuse) close the sockets.
  const revocations = opts.pubSub.subscribe('SESSIONS_REVOKED');
  void (async () => {
    try {
      for await (const event of revocations) {
        for (const [socket, c] of sockets) {
          const v = c.viewerContext?.viewer;
          if (!v || v.userId !== event.userId) continue;
          if (event.sessionId && v.sessionId !== event.sessionId) continue;
          if (event.exceptSessionId && v.sessionId === event.exceptSessionId) continue;
          c.revoked = true;
          forbid(socket, 'Session revoked');
        }
      }
    } catch (err) {
      opts.log.error({ err }, 'session revocation listener stopped');
    }
  })();

  // 1012 (service restart) tells clients to reconnect (through the balancer, perhaps to another
  // instance) and then resume after the last sequence they hold (docs/api.md).
  const askAllToReconnect = (reason: string) => {
    for (const client of wsServer.clients) client.close(1012, reason);
  };
  return {
    reconnectAll: () => askAllToReconnect('Live updates interrupted: reconnect'),
    stats: () => {
      const subscriptions = new Map<string, number>();
      for (const connection of subscribing) {
        const running = connection.running?.subscriptions ?? {};
        for (const [id, topic] of connection.topics ?? []) {
          // graphql-ws deletes an operation's entry when it completes: forget its topic then.
          if (!(id in running)) connection.topics!.delete(id);
          else subscriptions.set(topic, (subscriptions.get(topic) ?? 0) + 1);
        }
      }
      return { connections: wsServer.clients.size, subscriptions };
    },
    dispose: async () => {
      await revocations.return?.();
      askAllToReconnect('Service restarting: reconnect');
      await cleanup.dispose();
    },
  };
}
