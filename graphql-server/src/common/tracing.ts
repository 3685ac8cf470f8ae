import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Logger } from './logger.js';

/**
 * OpenTelemetry traces, when `OTEL_EXPORTER_OTLP_ENDPOINT` is set
 * (docs/decisions/request-ids-metrics-and-traces.md): a span per GraphQL operation over HTTP (its
 * parent the caller's `traceparent`, if any), a child span per resolver with code of its own (root
 * fields and field resolvers: the ones that reach the database) and, under those, a span per SQL
 * statement (the pg instrumentation), sent over OTLP/HTTP to `<endpoint>/v1/traces`.
 *
 * Off (the default), nothing here is loaded: main.ts imports this module only when the endpoint is
 * set, and the GraphQL endpoint then calls Apollo directly, as before.
 */

/** Runs a GraphQL request inside its operation's span (the span active for its SQL statements). */
export type OperationSpan = <T>(headers: IncomingHttpHeaders, run: () => Promise<T>) => Promise<T>;

export interface Tracing {
  /** A span per operation, for graphql-http.ts. */
  operationSpan: OperationSpan;
  /** Names the span after the operation once Apollo has resolved it, and marks failures. */
  apolloPlugin<C extends BaseContext>(): ApolloServerPlugin<C>;
  /** Wraps the schema's resolvers with code of their own in a span each (`Type.field`). */
  traceResolvers(schema: GraphQLSchema): void;
  /** The active span's W3C `traceparent` (the webhook outbox keeps it with each event), if any. */
  traceparent(): string | undefined;
  /** A span per webhook delivery, continuing the change's trace (docs/webhooks.md). */
  deliverySpan: DeliverySpan;
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Runs one webhook delivery inside a client span whose parent is `parent` (the traceparent kept
 * with the event; none: a trace of its own); `run` is given the span's own traceparent to send.
 */
export type DeliverySpan = <T>(
  parent: string | null,
  name: string,
  run: (traceparent: string | undefined) => Promise<T>,
) => Promise<T>;

/**
 * Starts the SDK (`@opentelemetry/sdk-node`) with the OTLP/HTTP exporter and the pg
 * instrumentation. Must run before `pg` is first loaded (main.ts: before server.ts is imported),
 * since the instrumentation wraps pg as it is required.
 */
export async function startTracing(opts: {
  endpoint: string;
  serviceName: string;
  log: Logger;
}): Promise<Tracing> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { PgInstrumentation }, api] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/api'),
  ]);
  const url = `${opts.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const sdk = new NodeSDK({
    serviceName: opts.serviceName,
    traceExporter: new OTLPTraceExporter({ url }),
    instrumentations: [
      new PgInstrumentation({
        // Statements only, never their values (parameters can be e-mails, token hashes, addresses).
        enhancedDatabaseReporting: false,
        // Only statements of a traced operation: not start-up's migrations and seeds, nor jobs' polls.
        requireParentSpan: true,
      }),
    ],
  });
  sdk.start();
  opts.log.info({ url }, 'OpenTelemetry traces on');
  const tracer = api.trace.getTracer('rupee-shop');
  const { inSpan, traceparentOf, resolverSpan } = spanHelpers(api, tracer);

  return {
    operationSpan: (headers, run) => {
      // The caller's trace, when it sends one (W3C traceparent); else a new trace.
      const parent = api.propagation.extract(api.ROOT_CONTEXT, headers);
      return inSpan(
        'graphql',
        { kind: api.SpanKind.SERVER, attributes: { 'graphql.transport': 'http' } },
        parent,
        run,
      );
    },
    apolloPlugin: () => ({
      async requestDidStart() {
        return {
          async didResolveOperation({ operationName, operation }) {
            const span = api.trace.getActiveSpan();
            if (!span || !operation) return;
            span.updateName(`${operation.operation} ${operationName ?? 'anonymous'}`);
            span.setAttribute('graphql.operation.type', operation.operation);
            if (operationName) span.setAttribute('graphql.operation.name', operationName);
          },
          async willSendResponse({ response }) {
            const body = response.body;
            const errors = body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
            const span = api.trace.getActiveSpan();
            if (span && errors?.length) {
              span.setStatus({ code: api.SpanStatusCode.ERROR, message: errors[0]!.message });
              span.setAttribute('graphql.errors', errors.length);
            }
          },
        };
      },
    }),
    traceResolvers: (schema) => {
      for (const type of Object.values(schema.getTypeMap())) {
        if (!isObjectType(type) || type.name.startsWith('__')) continue;
        for (const field of Object.values(type.getFields())) {
          // Plain and getter fields have none (schema.ts): a span each would only add noise.
          if (field.resolve) field.resolve = resolverSpan(`${type.name}.${field.name}`, field.resolve);
        }
      }
    },
    traceparent: () => traceparentOf(api.context.active()),
    deliverySpan: (parent, name, run) => {
      const ctx = parent
        ? api.propagation.extract(api.ROOT_CONTEXT, { traceparent: parent })
        : api.ROOT_CONTEXT;
      return inSpan(name, { kind: api.SpanKind.CLIENT }, ctx, () => run(traceparentOf(api.context.active())));
    },
    shutdown: () => sdk.shutdown(),
  };
}

type OtelApi = typeof import('@opentelemetry/api');

function spanHelpers(api: OtelApi, tracer: ReturnType<OtelApi['trace']['getTracer']>) {
  return {
    /** Runs `run` in an active span under `parent`: a throw marks the span failed. */
    inSpan<T>(
      name: string,
      options: Parameters<typeof tracer.startSpan>[1],
      parent: ReturnType<OtelApi['context']['active']>,
      run: () => Promise<T>,
    ): Promise<T> {
      return tracer.startActiveSpan(name, options ?? {}, parent, async (span) => {
        try {
          return await run();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      });
    },
    /** A resolver run in a span of its own, only inside a traced operation (not a live event's). */
    resolverSpan(
      name: string,
      resolve: GraphQLFieldResolver<unknown, unknown>,
    ): GraphQLFieldResolver<unknown, unknown> {
      return (source, args, context, info) => {
        if (!api.trace.getActiveSpan()) return resolve(source, args, context, info);
        return tracer.startActiveSpan(name, { attributes: { 'graphql.field.name': name } }, (span) => {
          const failed = (err: unknown) => {
            span.recordException(err as Error);
            span.setStatus({ code: api.SpanStatusCode.ERROR });
            span.end();
            throw err;
          };
          let out: unknown;
          try {
            out = resolve(source, args, context, info);
          } catch (err) {
            return failed(err);
          }
          if (out instanceof Promise)
            return out.then((value: unknown) => {
              span.end();
              return value;
            }, failed);
          span.end();
          return out;
        });
      };
    },
    /** The W3C header of a context (the SDK's propagator: tracecontext). */
    traceparentOf(ctx: ReturnType<OtelApi['context']['active']>): string | undefined {
      const carrier: Record<string, string> = {};
      api.propagation.inject(ctx, carrier);
      return carrier.traceparent;
    },
  };
}
