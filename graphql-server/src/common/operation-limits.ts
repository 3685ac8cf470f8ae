import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import {
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CostBucket, ThrottleStatus } from './cost-bucket.js';
import {
  actualCost,
  parseWithLimits,
  requestedCost,
  validateWithLimits,
  withoutSuggestions,
} from './query-limits.js';

/** What the limits need to know about who asks: the address, the signed-in viewer, the API key. */
export interface LimitedContext {
  meta: { client: string };
  viewer: { userId: string; role: string } | null;
  apiKey: { keyId: string; scopes: readonly string[] } | null;
}

/** The scope that lets an API key run queries (the only one today). */
export const CATALOG_READ = 'catalog:read';

export interface OperationLimitsOptions {
  /** The most one operation may cost (`requestedQueryCost`). */
  maxCost: number;
  /** Buckets for anonymous clients (per address) and signed-in viewers (per user). */
  bucket: CostBucket;
  /** Buckets for API keys (per key): larger than the anonymous ones. */
  apiKeyBucket: CostBucket;
  /** The bucket's store failed (Redis down): the request goes on unthrottled, and this is told. */
  onBucketError?: (err: unknown) => void;
}

/** `extensions.cost` of an answer (Shopify's shape). */
export interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  /** null for staff (admin) sessions, which are not throttled. */
  throttleStatus: ThrottleStatus | null;
}

interface Admission {
  requested: number;
  /** the bucket and its key, or null when not throttled */
  client: { bucket: CostBucket; key: string } | null;
  status: ThrottleStatus | null;
}

/**
 * Cost limits and the cost-based rate limit, one implementation for both transports: an Apollo
 * plugin for HTTP and `onSubscribe` for graphql-ws.
 */
export class OperationLimits {
  /** WebSocket operations admitted, by their document (one per subscribe), for their `extensions.cost`. */
  private readonly wsAdmissions = new WeakMap<DocumentNode, { admission: Admission; settled: boolean }>();

  /**
   * Requested costs by document (parsed documents are cached and reused, so the same operation is
   * the same object) and by operation name and variables: pricing walks the whole document against
   * the schema, which a hot operation should not pay on every request.
   */
  private readonly costs = new WeakMap<DocumentNode, LRUCache<string, number>>();

  constructor(private readonly options: OperationLimitsOptions) {}

  private costOf(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ): number {
    const key = `${operationName ?? ''}\n${JSON.stringify(variables ?? {})}`;
    // Large inputs (a product's long description) are priced afresh rather than kept.
    if (key.length > 1000) return requestedCost(schema, document, operationName, variables);
    let byInput = this.costs.get(document);
    if (!byInput) this.costs.set(document, (byInput = new LRUCache({ max: 100 })));
    let cost = byInput.get(key);
    if (cost === undefined) {
      cost = requestedCost(schema, document, operationName, variables);
      byInput.set(key, cost);
    }
    return cost;
  }

  /**
   * Staff sessions (the first-party back-office) are neither cost-capped nor throttled: their list
   * pages are large by design (see docs/decisions/public-api-query-limits.md). An API key has its
   * own (larger) bucket; a signed-in viewer one per user (many shoppers share a carrier-grade NAT
   * address); anonymous clients one per address.
   */
  private clientOf(context: LimitedContext): Admission['client'] {
    if (context.apiKey) return { bucket: this.options.apiKeyBucket, key: `key:${context.apiKey.keyId}` };
    if (context.viewer?.role === 'admin') return null;
    if (context.viewer) return { bucket: this.options.bucket, key: `user:${context.viewer.userId}` };
    return { bucket: this.options.bucket, key: `ip:${context.meta.client}` };
  }

  /** A key with `catalog:read` runs queries only (no mutations, no subscriptions). */
  private checkScope(
    document: DocumentNode,
    operationName: string | null | undefined,
    context: LimitedContext,
  ) {
    if (!context.apiKey) return;
    const kind = getOperationAST(document, operationName)?.operation;
    if (kind === 'query' && context.apiKey.scopes.includes(CATALOG_READ)) return;
    throw new GraphQLError('This API key may only run queries (scope catalog:read)', {
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
  }

  /** Prices the operation and takes its cost from the client's bucket; throws a GraphQLError when refused. */
  async admit(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
    context: LimitedContext,
  ): Promise<Admission> {
    let requested: number;
    try {
      requested = this.costOf(schema, document, operationName, variables);
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      // Variables that do not fit the operation: the same answer execution would give.
      throw new GraphQLError(withoutSuggestions(err).message, {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    this.checkScope(document, operationName, context);
    const client = this.clientOf(context);
    if (!client) return { requested, client: null, status: null };
    if (requested > this.options.maxCost) {
      throw new GraphQLError(
        `Query cost ${requested} exceeds the maximum of ${this.options.maxCost}. Ask for fewer items (first) or fewer nested lists.`,
        {
          extensions: {
            code: 'MAX_COST_EXCEEDED',
            cost: { requestedQueryCost: requested, maximumCost: this.options.maxCost },
            http: { status: 400 },
          },
        },
      );
    }
    let taken;
    try {
      taken = await client.bucket.take(client.key, requested);
    } catch (err) {
      // Fail open: an outage of the shared store must not take the whole API down with it.
      this.options.onBucketError?.(err);
      return { requested, client: null, status: null };
    }
    if (!taken.ok) {
      const headers = new HeaderMap([['retry-after', String(taken.retryAfterSeconds)]]);
      throw new GraphQLError('Throttled: too many requests. Please slow down and retry later.', {
        extensions: {
          code: 'THROTTLED',
          retryAfter: taken.retryAfterSeconds,
          cost: {
            requestedQueryCost: requested,
            actualQueryCost: null,
            throttleStatus: taken.status,
          } satisfies CostExtension,
          http: { status: 429, headers },
        },
      });
    }
    return { requested, client, status: taken.status };
  }

  /** Refunds what the answer did not use; answers the operation's `extensions.cost`. */
  async settle(
    admission: Admission,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    data: Record<string, unknown> | null | undefined,
  ): Promise<CostExtension> {
    const actual = actualCost(document, operation, data);
    let status = admission.status;
    if (admission.client && actual !== admission.requested) {
      try {
        status = await admission.client.bucket.settle(admission.client.key, admission.requested - actual);
      } catch (err) {
        this.options.onBucketError?.(err);
      }
    }
    return { requestedQueryCost: admission.requested, actualQueryCost: actual, throttleStatus: status };
  }

  /**
   * A cached answer (common/response-cache.ts) is charged what the operation cost when it ran:
   * its requested cost is taken, the unused part refunded. Answers its `extensions.cost`, or
   * undefined when the bucket refuses (the request then runs and gets the ordinary 429).
   */
  async chargeCached(
    context: LimitedContext,
    cost: { requested: number; actual: number },
  ): Promise<CostExtension | undefined> {
    const client = this.clientOf(context);
    let status: ThrottleStatus | null = null;
    if (client) {
      try {
        const taken = await client.bucket.take(client.key, cost.requested);
        if (!taken.ok) return undefined;
        status = taken.status;
        if (cost.actual !== cost.requested)
          status = await client.bucket.settle(client.key, cost.requested - cost.actual);
      } catch (err) {
        this.options.onBucketError?.(err);
      }
    }
    return { requestedQueryCost: cost.requested, actualQueryCost: cost.actual, throttleStatus: status };
  }

  /** The Apollo side: price and admit after the operation is resolved, report the cost with the answer. */
  apolloPlugin<C extends LimitedContext>(): ApolloServerPlugin<C> {
    const admit = this.admit.bind(this);
    const settle = this.settle.bind(this);
    return {
      async requestDidStart() {
        let admission: Admission | undefined;
        return {
          async didResolveOperation(rc) {
            admission = await admit(
              rc.schema,
              rc.document,
              rc.operationName,
              rc.request.variables,
              rc.contextValue,
            );
          },
          async willSendResponse(rc) {
            const body = rc.response.body;
            if (!admission || !rc.operation || !rc.document || body.kind !== 'single') return;
            const cost = await settle(admission, rc.document, rc.operation, body.singleResult.data);
            body.singleResult.extensions = { ...body.singleResult.extensions, cost };
          },
        };
      },
    };
  }

  /**
   * `extensions.cost` of a WebSocket result, as over HTTP. A query or mutation is settled once (its
   * unused cost refunded); a subscription pays at subscribe, and each event reports what it carries.
   */
  costOfWebSocketResult(
    args: ExecutionArgs,
    data: Record<string, unknown> | null | undefined,
  ): CostExtension | undefined | Promise<CostExtension | undefined> {
    const entry = this.wsAdmissions.get(args.document);
    const operation = getOperationAST(args.document, args.operationName);
    if (!entry || !operation) return undefined;
    if (operation.operation === 'subscription' || entry.settled) {
      // A subscription's events are not charged again; synchronous, as it runs per subscriber per event.
      const { admission } = entry;
      return {
        requestedQueryCost: admission.requested,
        actualQueryCost: this.actualCostOf(args.document, operation, data),
        throttleStatus: admission.status,
      };
    }
    entry.settled = true;
    return this.settle(entry.admission, args.document, operation, data);
  }

  /** Results shared between subscribers (common/shared-subscriptions.ts) are walked once. */
  private readonly actualCosts = new WeakMap<object, number>();

  private actualCostOf(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    data: Record<string, unknown> | null | undefined,
  ): number {
    if (!data) return actualCost(document, operation, data);
    let cost = this.actualCosts.get(data);
    if (cost === undefined) this.actualCosts.set(data, (cost = actualCost(document, operation, data)));
    return cost;
  }

  /**
   * The graphql-ws side (`onSubscribe`): the same parse limits, validation rules and cost as HTTP.
   * Answers the execution arguments, or the errors to send instead.
   */
  async forWebSocket(
    schema: GraphQLSchema,
    payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
    context: LimitedContext,
  ): Promise<ExecutionArgs | readonly GraphQLError[]> {
    let document: DocumentNode;
    try {
      document = parseWithLimits(payload.query);
    } catch (err) {
      if (err instanceof GraphQLError) return [withCode(err, 'GRAPHQL_PARSE_FAILED')];
      throw err;
    }
    const errors = validateWithLimits(schema, document);
    if (errors.length) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
    if (!getOperationAST(document, payload.operationName))
      return [new GraphQLError('Unable to identify the operation to run (operationName).')];
    try {
      const admission = await this.admit(schema, document, payload.operationName, payload.variables, context);
      this.wsAdmissions.set(document, { admission, settled: false });
    } catch (err) {
      if (err instanceof GraphQLError) return [withoutHttp(err)];
      throw err;
    }
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
    };
  }
}

/** The codes Apollo gives parse and validation errors, so both transports answer alike. */
function withCode(err: GraphQLError, code: string): GraphQLError {
  if (err.extensions.code) return err;
  return new GraphQLError(err.message, {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    extensions: { ...err.extensions, code },
  });
}

/** A WebSocket has no HTTP status: drop the `http` extension from an error meant for both transports. */
function withoutHttp(err: GraphQLError): GraphQLError {
  const { http: _http, ...extensions } = err.extensions;
  return new GraphQLError(err.message, { extensions });
}
