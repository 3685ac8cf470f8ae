import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../auth/index.js';
import { Product } from '../catalog/index.js';

@ObjectType({ description: "A shopper's (or admin's) rating and text about a product." })
@Entity({ tableName: 'reviews' })
export class Review {
  [OptionalProps]?: 'createdAt' | 'productId';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => Product, deleteRule: 'cascade' })
  product!: Product;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  user: User | null = null;

  @Field(() => String, { description: "The reviewer's account name at the time of writing." })
  @Property({ type: 'text' })
  userName!: string;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  rating!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  review!: string;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => ID)
  get productId(): string {
    return this.product.id;
  }
}
