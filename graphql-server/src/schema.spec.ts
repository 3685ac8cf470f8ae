import 'reflect-metadata';
import { graphql, isObjectType, type GraphQLFieldResolver } from 'graphql';
import { buildSchema, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { readGettersDirectly } from './schema.js';

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
  @Query(() => [Parcel])
  parcels(): object[] {
    return [instance, plain];
  }
}

describe('readGettersDirectly', () => {
  it("reads an instance's getter directly and leaves any other parent to type-graphql", async () => {
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

    readGettersDirectly(schema);

    const result = await graphql({ schema, source: '{ parcels { grams kilos } }' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      parcels: [
        { grams: 4000, kilos: 4 },
        { grams: 7000, kilos: 7 },
      ],
    });
    // type-graphql's resolver ran once: for the plain parent only.
    expect(typeGraphql).toHaveBeenCalledTimes(1);
    expect(typeGraphql.mock.calls[0]![0]).toBe(plain);
  });
});
