import 'reflect-metadata';
import { graphql, isObjectType, type GraphQLFieldResolver } from 'graphql';
import { buildSchema, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { readGettersAsProperties } from './schema.js';

@ObjectType()
class Parcel {
  @Field(() => Int)
  grams!: number;

  @Field(() => Int, { description: 'A getter: only an instance of Parcel has it.' })
  get kilos(): number {
    return Math.round(this.grams / 1000);
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
