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
import type { CostBucket, ThrottleStatus } from './cost-bucket.js';
import {
  actualCost,
  parseWithLimits,
  requestedCost,
  validateWithLimits,
  withoutSuggestions,
} from './query-limits.js';

/** What the limits need to know about who asks: the client's address and, when signed in, the role. */
export interface LimitedContext {
  meta: { client: string };
  viewer: { role: string } | null;
}

export interface OperationLimitsOptions {
  /** The most one operation may cost (`requestedQueryCost`). */
  maxCost: number;
  bucket: CostBucket;
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
  /** the bucket's key, or null when not throttled */
  client: string | null;
  status: ThrottleStatus | null;
}

/**
 * Cost limits and the cost-based rate limit, one implementation for both transports: an Apollo
 * plugin for HTTP and `onSubscribe` for graphql-ws.
 */
export class OperationLimits {
  constructor(private readonly options: OperationLimitsOptions) {}

  /**
   * Staff sessions (the first-party back-office) are neither cost-capped nor throttled: their list
   * pages are large by design (see docs/decisions.md). Everyone else is throttled per address.
   */
  private clientOf(context: LimitedContext): string | null {
    return context.viewer?.role === 'admin' ? null : `ip:${context.meta.client}`;
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
      requested = requestedCost(schema, document, operationName, variables);
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      // Variables that do not fit the operation: the same answer execution would give.
      throw new GraphQLError(withoutSuggestions(err).message, {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
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
      taken = await this.options.bucket.take(client, requested);
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
        status = await this.options.bucket.settle(admission.client, admission.requested - actual);
      } catch (err) {
        this.options.onBucketError?.(err);
      }
    }
    return { requestedQueryCost: admission.requested, actualQueryCost: actual, throttleStatus: status };
  }

  /** The Apollo side: price and admit after the operation is resolved, report the cost with the answer. */
  apolloPlugin<C extends LimitedContext>(): ApolloServerPlugin<C> {
    return {
      requestDidStart: async () => {
        let admission: Admission | undefined;
        return {
          didResolveOperation: async (rc) => {
            admission = await this.admit(
              rc.schema,
              rc.document,
              rc.operationName,
              rc.request.variables,
              rc.contextValue,
            );
          },
          willSendResponse: async (rc) => {
            const body = rc.response.body;
            if (!admission || !rc.operation || !rc.document || body.kind !== 'single') return;
            const cost = await this.settle(admission, rc.document, rc.operation, body.singleResult.data);
            body.singleResult.extensions = { ...body.singleResult.extensions, cost };
          },
        };
      },
    };
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
      await this.admit(schema, document, payload.operationName, payload.variables, context);
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
