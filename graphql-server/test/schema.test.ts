import 'reflect-metadata';
import fs from 'node:fs/promises';
import { createPubSub } from '@graphql-yoga/subscription';
import { getIntrospectionQuery, graphqlSync } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ShopPubSub } from '../src/common/pubsub.js';
import { printShopSchema, SCHEMA_FILE } from '../src/emit-schema.js';
import { buildShopSchema } from '../src/schema.js';

describe('schema.graphql', () => {
  it('is exactly what the server code emits (run `npm run schema` after changing resolvers)', async () => {
    const committed = await fs.readFile(SCHEMA_FILE, 'utf8');
    expect(committed).toBe(await printShopSchema());
  });

  // What type-graphql checks after building a schema, which the server skips at start (schema.ts).
  it('answers the whole introspection query without errors', async () => {
    const schema = await buildShopSchema(createPubSub() as ShopPubSub);
    const result = graphqlSync({ schema, source: getIntrospectionQuery() });
    expect(result.errors).toBeUndefined();
    expect((result.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(50);
  });
});
