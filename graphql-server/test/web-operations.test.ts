import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import {
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import * as documents from '../../web/src/graphql/graphql.js';
import type { ShopPubSub } from '../src/common/pubsub.js';
import { parseWithLimits, requestedCost, validateWithLimits } from '../src/common/query-limits.js';
import { loadConfig } from '../src/config/env.js';
import { buildShopSchema } from '../src/schema.js';

// The web app's own operations (generated from web/src/features/**/operations.ts) pass the same
// rules as any third party's: no exemption by hash is needed while this test is green.

const webOperations = Object.entries(documents as Record<string, unknown>)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => ({ name: name.replace(/Document$/, ''), source: print(doc as DocumentNode) }));

/**
 * The back-office's operations are answered for admins only, and admins are not cost-capped
 * (docs/decisions/public-api-query-limits.md); every other operation must fit the public maximum
 * with its defaults.
 */
const adminOnly = (doc: DocumentNode) => /^Admin/.test(getOperationAST(doc)?.name?.value ?? '');

/** A value for every required variable (optional ones are left out: their defaults are priced). */
function sample(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [];
  if (isEnumType(t)) return t.getValues()[0]?.name;
  if (isInputObjectType(t))
    return Object.fromEntries(
      Object.values(t.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  return { Int: 1, Float: 1, Boolean: true }[t.name] ?? 'x';
}

function requiredVariables(schema: GraphQLSchema, doc: DocumentNode): Record<string, unknown> {
  const op = getOperationAST(doc);
  const entries = (op?.variableDefinitions ?? [])
    .filter((v) => v.type.kind === 'NonNullType')
    .map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type) as GraphQLInputType)]);
  // A page size the app passes in is priced at its largest (the catalog caps `first` at 48).
  const paged = op?.variableDefinitions?.some((v) => v.variable.name.value === 'first');
  return { ...Object.fromEntries(entries), ...(paged ? { first: 48 } : {}) };
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildShopSchema(createPubSub() as unknown as ShopPubSub);
});

describe("the web app's operations", () => {
  it('are all found', () => {
    expect(webOperations.length).toBeGreaterThan(40);
  });

  it.each(webOperations)('$name parses within the token limit and passes every rule', ({ source }) => {
    const doc = parseWithLimits(source);
    expect(validateWithLimits(schema, doc)).toEqual([]);
  });

  it.each(webOperations)('$name fits the cost maximum (or is an admin operation)', ({ source }) => {
    const doc = parseWithLimits(source);
    const cost = requestedCost(schema, doc, undefined, requiredVariables(schema, doc));
    if (!adminOnly(doc)) expect(cost).toBeLessThanOrEqual(loadConfig({}).API_MAX_QUERY_COST);
  });
});
