import 'reflect-metadata';
import { graphql, isObjectType, type GraphQLFieldResolver } from 'graphql';
import { buildSchema, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { createPubSub } from '@graphql-yoga/subscription';
import type { ShopPubSub } from './common/pubsub.js';
import { Product } from './modules/catalog/index.js';
import { buildShopSchema, checkGetterSources, readGettersAsProperties } from './schema.js';

@ObjectType()
class Parcel {
  @Field(() => Int)
  grams!: number;

  @Field(() => Int, { description: 'A getter: only an instance of Parcel has it.' })
  get kilos(): number {
    return Math.round(this.grams / 1000);
  }

  @Field(() => String, { nullable: true, description: 'A nullable getter.' })
  get label(): string | null {
    return this.grams > 5000 ? 'heavy' : null;
  }
}

const instance = Object.assign(new Parcel(), { grams: 4000 });
const plain = { grams: 7000 };

@Resolver()
class ParcelResolver {
  @Query(() => [Parcel], { nullable: 'items' })
  parcels(): object[] {
    return [instance, plain];
  }
}

describe('readGettersAsProperties', () => {
  it("reads an instance's getter as a property, without type-graphql's resolver", async () => {
    const schema = await buildSchema({
      resolvers: [ParcelResolver],
      validate: false,
      // The shop's own resolvers are registered too (schema.ts imports them): some need roles.
      authChecker: () => false,
    });
    const type = schema.getType('Parcel');
    if (!isObjectType(type)) throw new Error('Parcel is not in the schema');
    const field = type.getFields().kilos!;
    const typeGraphql = vi.fn(field.resolve as GraphQLFieldResolver<unknown, unknown>);
    field.resolve = typeGraphql;

    readGettersAsProperties(schema);

    expect(field.resolve).toBeUndefined();
    const result = await graphql({ schema, source: '{ parcels { grams kilos } }' });
    expect(typeGraphql).not.toHaveBeenCalled();
    expect(result.data).toEqual({ parcels: [{ grams: 4000, kilos: 4 }, null] });
    // A plain object has no getter: its non-null getter field fails loudly, never a wrong value.
    expect(result.errors?.map((e) => e.message)).toEqual([
      'Cannot return null for non-nullable field Parcel.kilos.',
    ]);
  });
});

describe('checkGetterSources', () => {
  it('refuses a plain object for every getter field, nullable ones included, naming the field', async () => {
    const schema = await buildSchema({
      resolvers: [ParcelResolver],
      validate: false,
      authChecker: () => false,
    });
    checkGetterSources(schema);
    const result = await graphql({ schema, source: '{ parcels { grams label } }' });
    // Read as a property, the plain parcel's label would be a silent null, with no error.
    expect(result.data).toEqual({
      parcels: [
        { grams: 4000, label: null },
        { grams: 7000, label: null },
      ],
    });
    expect(result.errors?.map((e) => e.message)).toEqual([
      expect.stringContaining(
        'Parcel.label is a getter: its parent must be a Parcel instance, not a plain object',
      ),
    ]);
  });

  it("walks every getter field of the shop's schema", async () => {
    const schema = await buildShopSchema(createPubSub() as unknown as ShopPubSub);
    const fields = checkGetterSources(schema);
    expect(fields.map((f) => `${f.typeName}.${f.name}`).sort()).toEqual([
      'Product.averageRating',
      'Product.gallery',
      'Product.imageUrl',
      'Product.lowStock',
      'Product.price',
      'Product.thumbnailUrl',
      'Review.productId',
    ]);
    const imageUrl = fields.find((f) => f.name === 'imageUrl')!.field.resolve!;
    const info = {} as Parameters<typeof imageUrl>[3];
    expect(() => imageUrl({ image: 'a.png' }, {}, {}, info)).toThrow('Product.imageUrl is a getter');
    const product = Object.assign(new Product(), { image: null });
    expect(imageUrl(product, {}, {}, info)).toBe(product.imageUrl);
  });
});
