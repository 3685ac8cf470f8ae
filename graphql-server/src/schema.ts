import { type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './common/authorization.js';
import type { ShopPubSub } from './common/pubsub.js';
import { assertValid } from './common/validation.js';
import { resolvers } from './resolvers.js';

export function buildShopSchema(pubSub: ShopPubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validateFn: async (value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) await assertValid(value);
    },
    emitSchemaFile: false,
  });
}
