import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Product } from '../catalog/index.js';

/** One line of a shopper's server-side cart: one row per (user, product). */
@Entity({ tableName: 'cart_items' })
@Unique({ properties: ['userId', 'product'] })
export class CartItem {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @ManyToOne({ entity: () => Product, fieldName: 'product_id', deleteRule: 'cascade' })
  product!: Product;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
