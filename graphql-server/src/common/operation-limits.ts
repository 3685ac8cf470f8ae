import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CostBucket, ThrottleStatus } from './cost-bucket.js';
import { DomainError, tooManyRequests } from './errors.js';
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
  /**
   * Buckets for signed-in admins (per admin): larger again, for the back-office's big list pages;
   * an admin's operation may cost up to this bucket's capacity.
   */
  adminBucket: CostBucket;
}

/** The refusal of a request whose client's bucket is too low (both transports, and REST). */
const THROTTLED_MESSAGE = 'Throttled: too many requests. Please slow down and retry later.';

/** `extensions.cost` of an answer (Shopify's shape). */
export interface CostExtension {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  /** The client's bucket after this operation (null when its bucket could not be read). */
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
   * Whose bucket pays: an API key has its own (larger) bucket; an admin one per admin, larger again
   * (the back-office's list pages are large by design: docs/decisions/admin-cost-bucket.md); a
   * signed-in viewer one per user (many shoppers share a carrier-grade NAT address); anonymous
   * clients one per address. The same key whatever the transport (HTTP, WebSocket, REST).
   */
  private clientOf(context: LimitedContext): { bucket: CostBucket; key: string } {
    if (context.apiKey) return { bucket: this.options.apiKeyBucket, key: `key:${context.apiKey.keyId}` };
    if (context.viewer?.role === 'admin')
      return { bucket: this.options.adminBucket, key: `admin:${context.viewer.userId}` };
    if (context.viewer) return { bucket: this.options.bucket, key: `user:${context.viewer.userId}` };
    return { bucket: this.options.bucket, key: `ip:${context.meta.client}` };
  }

  /** The most one operation of this client may cost: an admin's bucket's capacity, else `maxCost`. */
  private maxCostOf(client: { bucket: CostBucket }): number {
    return client.bucket === this.options.adminBucket ? client.bucket.options.capacity : this.options.maxCost;
  }

  /**
   * A REST request (`/api/*`) takes its route's documented cost from the same bucket as the
   * client's GraphQL operations; past it, 429 with Retry-After and the THROTTLED message.
   */
  async chargeRequest(context: LimitedContext, cost: number): Promise<void> {
    const client = this.clientOf(context);
    const taken = await client.bucket.take(client.key, cost);
    if (!taken.ok) throw tooManyRequests(THROTTLED_MESSAGE, taken.retryAfterSeconds);
  }

  /**
   * A key with `catalog:read` runs queries only (no mutations, no subscriptions). An operation
   * whose every root field declares an `apiKeyScope` extension (`@Extensions({ apiKeyScope })`,
   * e.g. the webhooks' `webhooks:manage`) runs, query or mutation, for a key with that scope.
   */
  private checkScope(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    context: LimitedContext,
  ) {
    if (!context.apiKey) return;
    const operation = getOperationAST(document, operationName);
    const kind = operation?.operation;
    const scopes = context.apiKey.scopes;
    if (operation && kind !== 'subscription') {
      const root = kind === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const fields = root?.getFields();
      const granted = operation.selectionSet.selections.every((s) => {
        if (s.kind !== Kind.FIELD) return false;
        if (s.name.value === '__typename') return true;
        const scope = fields?.[s.name.value]?.extensions?.apiKeyScope;
        return typeof scope === 'string' && scopes.includes(scope);
      });
      if (granted) return;
    }
    if (kind === 'query' && scopes.includes(CATALOG_READ)) return;
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
    this.checkScope(schema, document, operationName, context);
    const client = this.clientOf(context);
    const maxCost = this.maxCostOf(client);
    if (requested > maxCost) {
      throw new GraphQLError(
        `Query cost ${requested} exceeds the maximum of ${maxCost}. Ask for fewer items (first) or fewer nested lists.`,
        {
          extensions: {
            code: 'MAX_COST_EXCEEDED',
            cost: { requestedQueryCost: requested, maximumCost: maxCost },
            http: { status: 400 },
          },
        },
      );
    }
    // Never open: with Redis down the bucket is this instance's own (cost-bucket.ts, insured).
    const taken = await client.bucket.take(client.key, requested);
    if (!taken.ok) {
      const headers = new HeaderMap([['retry-after', String(taken.retryAfterSeconds)]]);
      throw new GraphQLError(THROTTLED_MESSAGE, {
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
    if (admission.client && actual !== admission.requested)
      status = await admission.client.bucket.settle(admission.client.key, admission.requested - actual);
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
    const taken = await client.bucket.take(client.key, cost.requested);
    if (!taken.ok) return undefined;
    let status = taken.status;
    if (cost.actual !== cost.requested)
      status = await client.bucket.settle(client.key, cost.requested - cost.actual);
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
            throttledStatus(rc.errors, rc.response.http);
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

/**
 * An operation refused by a per-action limit (a DomainError TOO_MANY_REQUESTS: contact, reviews,
 * orders...) answers HTTP 429 with `Retry-After`, as a REST call and a THROTTLED bucket do.
 */
function throttledStatus(
  errors: readonly GraphQLError[] | undefined,
  http: { status?: number | undefined; headers: HeaderMap },
): void {
  let wait = 0;
  for (const e of errors ?? []) {
    const original = e.originalError;
    if (original instanceof DomainError && original.code === 'TOO_MANY_REQUESTS')
      wait = Math.max(wait, original.retryAfterSeconds ?? 1);
  }
  if (!wait) return;
  http.status = 429;
  http.headers.set('retry-after', String(wait));
}
