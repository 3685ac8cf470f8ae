import { type GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from './common/errors.js';
import type { ShopPubSub } from './common/pubsub.js';
import { assertValid } from './common/validation.js';
import type { Context } from './common/context.js';
import { resolvers } from './resolvers.js';

/** `@Authorized()` needs a viewer; `@Authorized('ADMIN')` an admin. Services check again, with the specs' messages. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes('ADMIN') && context.viewer.role !== 'admin')
    throw forbidden('Access denied. Admin login required.');
  return true;
};

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
