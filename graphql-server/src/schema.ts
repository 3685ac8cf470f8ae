import { assertValidSchema, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { authChecker } from './common/authorization.js';
import type { ShopPubSub } from './common/pubsub.js';
import { assertValid, assertValidArgs } from './common/validation.js';
import { resolvers } from './resolvers.js';

export async function buildShopSchema(pubSub: ShopPubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validateFn: async (value, _type, { info }) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      // Reads repeat their arguments; a mutation's may be secrets (passwords), never kept.
      if (info.operation.operation === 'query') await assertValidArgs(value);
      else await assertValid(value);
    },
    emitSchemaFile: false,
    // type-graphql's own check runs the whole introspection query over the new schema to find the
    // errors `assertValidSchema` finds (graphql-js validates a schema before executing on it):
    // 4% of the server's CPU time to its first page, for the same answer.
    skipCheck: true,
  });
  assertValidSchema(schema);
  useDefaultResolversForPlainFields(schema);
  // The integration tests (vitest.config.ts) check every getter field's parent instead.
  if (process.env.SHOP_CHECK_GETTER_SOURCES === '1') checkGetterSources(schema);
  else readGettersAsProperties(schema);
  return schema;
}

/**
 * type-graphql wraps every plain `@Field` property in a resolver of its own that only runs the
 * field's middleware (none here) and reads the property: a product list pays that for each of its
 * hundreds of fields. A field with no roles (`@Authorized`), no middleware and no field resolver
 * (getters and `@FieldResolver`s keep theirs) gets graphql's default resolver instead, which reads
 * the same property. Safe only while the schema has no global middleware (it has none: see above).
 */
function useDefaultResolversForPlainFields(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const resolved = new Set(
    storage.fieldResolvers.map((r) => `${r.getObjectType?.()?.name ?? ''}.${r.methodName}`),
  );
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const meta of objectType.fields ?? []) {
      if (meta.roles !== undefined || meta.middlewares?.length) continue;
      if (resolved.has(`${meta.target.name}.${meta.name}`)) continue;
      const field = fields[meta.schemaName];
      if (field) field.resolve = undefined;
    }
  }
}

/**
 * A getter field (`Product.price`, `imageUrl`, `Review.productId`, ...) gets no resolver, so it is
 * read as a property, like a plain field: on an instance (every product and review the services
 * answer: read models and entities alike) the property is the getter. type-graphql's own resolver
 * for it ran a middleware chain (empty here) around a conversion of the parent to its class, and
 * graphql-jit calls any resolver through a closure, a resolve info and a result check: a product
 * list paid that for five getters on each of its 20 products, about 15% of executing it.
 *
 * So a resolver answering such a type returns instances of its class. A plain object in their
 * place has no getter: its non-null getter fields fail loudly ("Cannot return null ..."), its
 * nullable ones answer `null`, as `schema.spec.ts` shows; `checkGetterSources` makes the tests
 * catch both. Getters with roles or middleware keep type-graphql's resolver.
 */
export function readGettersAsProperties(schema: GraphQLSchema): void {
  for (const { field } of getterFields(schema)) field.resolve = undefined;
}

/**
 * The rule above made visible: each getter field (as `readGettersAsProperties` finds them) gets a
 * resolver that refuses a parent that is not an instance of its class, naming the field, so a
 * service answering a plain object fails every test that reaches it, nullable fields included
 * (read as a property, those would answer `null` silently). The integration tests build the
 * schema so (`SHOP_CHECK_GETTER_SOURCES=1`); the server reads the getters as properties.
 */
export function checkGetterSources(schema: GraphQLSchema): GetterField[] {
  const fields = getterFields(schema);
  for (const { typeName, name, target, field } of fields)
    field.resolve = (source: unknown) => {
      if (!(source instanceof target))
        throw new Error(
          `${typeName}.${name} is a getter: its parent must be a ${target.name} instance, not a plain object (docs/decisions/getter-fields-as-properties.md)`,
        );
      return (source as Record<string, unknown>)[name];
    };
  return fields;
}

export interface GetterField {
  typeName: string;
  name: string;
  target: abstract new () => object;
  field: GraphQLField<unknown, unknown>;
}

/** Every object type's fields backed by a getter of its class and read as a property. */
function getterFields(schema: GraphQLSchema): GetterField[] {
  const found: GetterField[] = [];
  for (const meta of getMetadataStorage().fieldResolvers) {
    if (meta.kind !== 'internal' || meta.roles !== undefined || meta.middlewares?.length) continue;
    const target = meta.getObjectType?.() as (abstract new () => object) | undefined;
    if (!target || !Object.getOwnPropertyDescriptor(target.prototype, meta.methodName)?.get) continue;
    // The schema's name is the property's (a renamed field would read another property).
    if (meta.schemaName !== meta.methodName) continue;
    const type = schema.getType(target.name);
    const field = isObjectType(type) ? type.getFields()[meta.schemaName] : undefined;
    if (field) found.push({ typeName: target.name, name: meta.schemaName, target, field });
  }
  return found;
}
