import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { getOperationAST } from 'graphql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The shop's Prometheus metrics (prom-client 15), one registry per running shop (`GET /metrics`:
 * `METRICS_PORT` or `METRICS_TOKEN`, app.ts and server.ts; docs/decisions/request-ids-metrics-and-traces.md).
 *
 * Every label has a bounded set of values, whatever clients send: GraphQL operations are labelled
 * by name only when the name is one of the web app's registered operations (anything else,
 * anonymous operations included, is `_other`); HTTP requests by the matched REST route or a fixed
 * group; errors by the shop's own codes; topics and events by the shop's own names. Gauges that
 * describe a state (pool, sockets, subscriptions, Redis) are read when Prometheus scrapes, so
 * nothing is counted on the request path for them.
 */

/** The label of every operation not named in the registered set (anonymous ones included). */
export const OTHER_OPERATION = '_other';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Request durations, in seconds: from 1 ms (a cached read) to 10 s. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a webhook delivery attempt ended (the outbox's dispatcher reports each attempt). */
export type WebhookDeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'not_retried';

/** The names of the operations in GraphQL documents (the web app's registered ones). */
export function operationNames(documents: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const doc of documents)
    for (const m of doc.matchAll(/\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g))
      names.add(m[1]!);
  return names;
}

/** The HTTP status's class (`2xx` ...), the outcome label of HTTP requests. */
function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

export class ShopMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly graphqlDuration: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly graphqlErrors: Counter<'code' | 'transport'>;
  private readonly domainEvents: Counter<'event'>;
  private readonly published: Counter<'topic'>;
  private readonly responseCache: Counter<'result'>;
  private readonly webhookDeliveries: Counter<'outcome'>;
  private outboxBacklog: (() => number | Promise<number>) | undefined;

  constructor(
    /** Operation names that get a label of their own (the web app's registered operations). */
    private readonly knownOperations: ReadonlySet<string> = new Set(),
  ) {
    const registers = [this.registry];
    // Process memory, CPU, handles, GC and event-loop lag (nodejs_eventloop_lag_*), prom-client's own.
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'HTTP requests by method, route (a REST route, /graphql, /metrics-free groups) and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'shop_graphql_operation_duration_seconds',
      help: 'GraphQL operations executed over HTTP, by operation name (registered names, else _other), type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.graphqlErrors = new Counter({
      name: 'shop_graphql_errors_total',
      help: 'GraphQL errors answered, by code (extensions.code) and transport',
      labelNames: ['code', 'transport'],
      registers,
    });
    this.domainEvents = new Counter({
      name: 'shop_domain_events_total',
      help: 'Domain events delivered to listeners after commit (the event bus), by event',
      labelNames: ['event'],
      registers,
    });
    this.published = new Counter({
      name: 'shop_pubsub_published_total',
      help: 'Messages published to live topics (the pubsub), by topic',
      labelNames: ['topic'],
      registers,
    });
    this.responseCache = new Counter({
      name: 'shop_response_cache_lookups_total',
      help: 'Response cache lookups of cacheable GraphQL reads, by result (hit or miss)',
      labelNames: ['result'],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'shop_webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    const backlog = () => this.outboxBacklog;
    new Gauge({
      name: 'shop_webhook_outbox_backlog',
      help: 'Webhook deliveries due and not yet delivered (the outbox)',
      registers,
      async collect() {
        const read = backlog();
        if (read) this.set(await read());
      },
    });
  }

  /** Times an HTTP request from now until its answer has gone out. `route` is read then. */
  timeHttp(method: string | undefined, res: ServerResponse, route: () => string): void {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const m = (method ?? 'GET').toUpperCase();
      this.httpDuration.observe(
        { method: METHODS.has(m) ? m : 'other', route: route(), status: statusClass(res.statusCode) },
        seconds,
      );
    });
  }

  /** The label of an operation name: its own when registered, else `_other`. */
  operationLabel(name: string | null | undefined): string {
    return name && this.knownOperations.has(name) ? name : OTHER_OPERATION;
  }

  /** Counts errors answered, by their `extensions.code`. */
  countErrors(
    errors: readonly { extensions?: { code?: unknown } | undefined }[],
    transport: 'http' | 'ws',
  ): void {
    for (const e of errors) {
      const code = e.extensions?.code;
      // The shop's codes are upper-case words; anything else is counted as one label.
      this.graphqlErrors.inc({
        code: typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER',
        transport,
      });
    }
  }

  /** An event delivered by the bus (common/events.ts). */
  eventDelivered(type: string): void {
    this.domainEvents.inc({ event: type });
  }

  /** A message published to a live topic (common/pubsub.ts). */
  topicPublished(topic: string): void {
    this.published.inc({ topic });
  }

  /** A cacheable read looked up in the response cache. */
  cacheLookup(result: 'hit' | 'miss'): void {
    this.responseCache.inc({ result });
  }

  /**
   * For the webhook outbox (wired by its module at merge): each delivery attempt's outcome, and
   * how to read the backlog (deliveries due and not delivered; read once per scrape).
   */
  webhooks(): {
    delivered(outcome: WebhookDeliveryOutcome): void;
    watchBacklog(read: () => number | Promise<number>): void;
  } {
    return {
      delivered: (outcome) => this.webhookDeliveries.inc({ outcome }),
      watchBacklog: (read) => {
        this.outboxBacklog = read;
      },
    };
  }

  /**
   * Gauges read at scrape time: PostgreSQL's pool (knex's tarn pool), Redis, WebSocket
   * connections and active subscriptions by topic.
   */
  watch(sources: {
    pool?: () => { used: number; free: number; pending: number; max: number } | undefined;
    redis?: () => boolean;
    sockets?: () => { connections: number; subscriptions: ReadonlyMap<string, number> };
  }): void {
    const registers = [this.registry];
    const { pool, redis, sockets } = sources;
    if (pool)
      new Gauge({
        name: 'shop_db_pool_connections',
        help: 'PostgreSQL pool connections by state (used, free, pending acquires, max)',
        labelNames: ['state'],
        registers,
        collect() {
          const p = pool();
          if (!p) return;
          this.set({ state: 'used' }, p.used);
          this.set({ state: 'free' }, p.free);
          this.set({ state: 'pending' }, p.pending);
          this.set({ state: 'max' }, p.max);
        },
      });
    if (redis)
      new Gauge({
        name: 'shop_redis_up',
        help: 'Whether this instance’s Redis connection is ready (1) or not (0)',
        registers,
        collect() {
          this.set(redis() ? 1 : 0);
        },
      });
    if (sockets) {
      new Gauge({
        name: 'shop_websocket_connections',
        help: 'Open GraphQL WebSocket connections',
        registers,
        collect() {
          this.set(sockets().connections);
        },
      });
      new Gauge({
        name: 'shop_websocket_subscriptions',
        help: 'Active GraphQL subscriptions by topic (the subscription’s root field)',
        labelNames: ['topic'],
        registers,
        collect() {
          this.reset();
          for (const [topic, n] of sockets().subscriptions) this.set({ topic }, n);
        },
      });
    }
  }

  /** Times executed GraphQL operations and counts their errors (Apollo: HTTP and in-process). */
  apolloPlugin<C extends BaseContext>(): ApolloServerPlugin<C> {
    const observe = (
      started: bigint,
      name: string | null | undefined,
      type: string | undefined,
      errors: readonly { extensions?: { code?: unknown } | undefined }[] | undefined,
    ) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.graphqlDuration.observe(
        {
          operation: this.operationLabel(name),
          type: type ?? 'unknown',
          outcome: errors?.length ? 'error' : 'ok',
        },
        seconds,
      );
      if (errors?.length) this.countErrors(errors, 'http');
    };
    return {
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse({ operationName, operation, document, request, response }) {
            const body = response.body;
            // A document refused by validation has no resolved operation yet: read its own.
            const op = operation ?? (document ? getOperationAST(document, request.operationName) : null);
            observe(
              started,
              operationName ?? op?.name?.value,
              op?.operation,
              body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors,
            );
          },
        };
      },
    };
  }

  /** The registry's text, in Prometheus's exposition format. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
