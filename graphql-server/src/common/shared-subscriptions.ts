import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * `subscribe` for graphql-ws that executes an event once per distinct operation instead of once
 * per subscriber, for subscriptions whose answers do not depend on who listens (`shared` root
 * fields, e.g. `productUpdated`): subscribers of the same operation text and variables share the
 * one result of each event (the pubsub hands every subscriber the same payload object), so each
 * extra subscriber costs only the serialising and sending. Other subscriptions run as graphql-js
 * runs them: one execution per subscriber per event, with that subscriber's context.
 *
 * `eventContext` gives each execution of an event its own context from the subscription's (the
 * same viewer): what a context keeps for one operation (its DataLoaders) then never carries one
 * event's reads into the next.
 */
export function sharedSubscribe(
  shared: ReadonlySet<string>,
  eventContext: (subscriptionContext: unknown) => unknown = (context) => context,
) {
  /** Per event payload: the result of each operation already executed for it. */
  const results = new WeakMap<object, Map<string, Result>>();

  return async (args: ExecutionArgs) => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const operation = getOperationAST(args.document, args.operationName);
    const fields = operation?.selectionSet.selections ?? [];
    const sharable =
      fields.length > 0 && fields.every((s) => s.kind === Kind.FIELD && shared.has(s.name.value));
    const key = sharable
      ? `${args.operationName ?? ''}\n${print(args.document)}\n${JSON.stringify(args.variableValues ?? {})}`
      : undefined;
    const run = (payload: unknown): Result => {
      const exec = () =>
        execute({ ...args, rootValue: payload, contextValue: eventContext(args.contextValue) });
      if (!key || typeof payload !== 'object' || payload === null) return exec();
      let byOperation = results.get(payload);
      if (!byOperation) results.set(payload, (byOperation = new Map()));
      let result = byOperation.get(key);
      if (!result) byOperation.set(key, (result = exec()));
      return result;
    };
    const iterator = source[Symbol.asyncIterator]();
    // Like graphql-js's own mapping: `return` reaches the source at once (an unsubscribe never
    // waits for the next event).
    // Promise chains, not async functions: with thousands of subscribers every extra await per
    // event is thousands of extra microtasks ahead of the first socket write.
    const mapped: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]: () => mapped,
      next: () =>
        iterator
          .next()
          .then((step): IteratorResult<ExecutionResult> | Promise<IteratorResult<ExecutionResult>> => {
            if (step.done) return step;
            const result = run(step.value);
            return result instanceof Promise
              ? result.then((value) => ({ value, done: false }))
              : { value: result, done: false };
          }),
      return: async () => {
        await iterator.return?.();
        return { value: undefined, done: true };
      },
      throw: async (err: unknown) => {
        await iterator.return?.();
        throw err;
      },
    };
    return mapped;
  };
}
