import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledExecution } from '../src/common/compiled-execution.js';
import { promotedBy } from './support/young-gc.js';

const schema = buildSchema(`
  type Item { name: String!, price: Int }
  type Query { hello: String!, count: Int, items: [Item!]! }
`);
schema.getQueryType()!.getFields().items!.resolve = () => [
  { name: 'a', price: 1 },
  { name: null, price: 2 },
  { name: 'c', price: new Error('no price') },
];
let server: ApolloServer<{ payload: object[] }>;

beforeAll(async () => {
  server = new ApolloServer({ gateway: compiledExecution(schema) });
  await server.start();
});
afterAll(async () => {
  await server?.stop();
});

describe('operations executed by graphql-jit through Apollo', () => {
  it('answers a failed non-null root field with its location and path', async () => {
    const res = await server.executeOperation(
      { query: '{ hello count }' },
      { contextValue: { payload: [] } },
    );
    expect(res.body.kind).toBe('single');
    // The root value is undefined: hello (non-null) fails, and with it the whole answer.
    const single = res.body.kind === 'single' ? res.body.singleResult : undefined;
    expect(single?.data).toBeNull();
    expect(single?.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot return null for non-nullable field Query.hello.',
        locations: [{ line: 1, column: 3 }],
        path: ['hello'],
      }),
    ]);
  });

  it('places the errors of fields in lists by their items', async () => {
    const res = await server.executeOperation(
      { query: '{\n  items { name price }\n}' },
      { contextValue: { payload: [] } },
    );
    const single = res.body.kind === 'single' ? res.body.singleResult : undefined;
    expect(single?.data).toBeNull();
    expect(single?.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'no price',
          locations: [{ line: 2, column: 16 }],
          path: ['items', 2, 'price'],
        }),
        expect.objectContaining({
          message: 'Cannot return null for non-nullable field Item.name.',
          locations: [{ line: 2, column: 11 }],
          path: ['items', 1, 'name'],
        }),
      ]),
    );
    expect(single?.errors).toHaveLength(2);
  });

  it('lets an operation’s objects die young once it is answered', async () => {
    // Each operation's context holds about 400 KB; 20 operations promoted would be some 8 MB. With
    // Apollo's gateway context as it is published (response.http's status as an accessor pair in
    // an object literal, patches/@apollo+server+*.patch), all of them were.
    const promoted = await promotedBy(() =>
      server.executeOperation(
        { query: '{ count }' },
        { contextValue: { payload: Array.from({ length: 10_000 }, (_, i) => ({ i })) } },
      ),
    );
    expect(promoted).toBeLessThan(2_000_000);
  });
});
