import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sharedSubscribe } from './shared-subscriptions.js';

/** A schema with two subscriptions fed by one event source; counts how often each resolves. */
function fixture() {
  const listeners: ((payload: object) => void)[] = [];
  const calls = { shared: 0, own: 0 };
  const source = () => {
    const queue: object[] = [];
    let wake: (() => void) | undefined;
    listeners.push((p) => {
      queue.push(p);
      wake?.();
    });
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        while (!queue.length) await new Promise<void>((r) => (wake = r));
        return { value: queue.shift()!, done: false };
      },
      async return() {
        return { value: undefined, done: true };
      },
    };
  };
  const field = (name: 'shared' | 'own') => ({
    type: GraphQLString,
    subscribe: source,
    resolve: (payload: { text: string }) => {
      calls[name] += 1;
      return payload.text;
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { x: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: { shared: field('shared'), own: field('own') },
    }),
  });
  return { schema, calls, publish: (p: object) => listeners.forEach((l) => l(p)) };
}

describe('sharedSubscribe', () => {
  it('executes an event once for every subscriber of a shared field, once each otherwise', async () => {
    const { schema, calls, publish } = fixture();
    const subscribe = sharedSubscribe(new Set(['shared']));
    const open = async (query: string) =>
      (await subscribe({
        schema,
        document: parse(query),
        contextValue: {},
      })) as AsyncIterableIterator<ExecutionResult>;
    const shared = await Promise.all([open('subscription { shared }'), open('subscription { shared }')]);
    const own = await Promise.all([open('subscription { own }'), open('subscription { own }')]);
    publish({ text: 'hello' });
    const results = await Promise.all([...shared, ...own].map((it) => it.next()));
    expect(results.map((r) => r.value)).toEqual([
      { data: { shared: 'hello' } },
      { data: { shared: 'hello' } },
      { data: { own: 'hello' } },
      { data: { own: 'hello' } },
    ]);
    expect(calls).toEqual({ shared: 1, own: 2 });
    // Another event is executed again.
    publish({ text: 'again' });
    await Promise.all(shared.map((it) => it.next()));
    expect(calls.shared).toBe(2);
    await Promise.all([...shared, ...own].map((it) => it.return?.()));
  });
});
