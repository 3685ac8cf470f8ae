import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/**
 * graphql-jit's errors are GraphQLErrors without `extensions` when the thrown error had none, which
 * Apollo's error formatting needs: each becomes graphql-js's own, with the same message, path,
 * locations and original error (the shop's formatError reads the original's class and code).
 */
function withShopErrors<R extends ExecutionResult>(result: R): R {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) => {
    const error = new GraphQLError(e.message, {
      path: e.path,
      originalError: e.originalError ?? undefined,
      extensions: e.extensions,
    });
    (error as { locations?: GraphQLError['locations'] }).locations = e.locations;
    return error;
  });
  return { ...result, errors };
}

/**
 * Apollo Server executing operations compiled by graphql-jit: an operation becomes JavaScript
 * once (kept with its parsed document, which Apollo's document store already reuses for the same
 * text) and then runs per request without graphql-js walking the schema for every field of every
 * object. Same resolvers, same context, same errors (formatted by Apollo as before).
 *
 * Plugged in through Apollo's gateway interface, its documented way to take over execution; the
 * schema never changes while the process runs. Subscriptions (graphql-ws) keep graphql-js. That
 * interface and graphql-jit are both patched (patches/README.md): as published, each made every
 * request's objects outlive V8's young-generation collections, or allocate per field and item.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();
  const compile = (document: DocumentNode, operationName: string | null) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) byName.set(key, (entry = compileQuery(schema, document, operationName ?? undefined)));
    return entry;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return {
        executor: async ({ document, operationName, request, context }) => {
          const query = compile(document, operationName);
          if (!isCompiledQuery(query)) return withShopErrors(query);
          return withShopErrors(await query.query(undefined, context, request.variables ?? {}));
        },
      };
    },
    async stop() {},
  };
}
