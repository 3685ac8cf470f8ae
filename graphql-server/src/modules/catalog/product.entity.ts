import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A product in the catalog. Money is integer paise (`pricePaise`); stock is a non-negative
 * integer that only services change, inside transactions that lock the row.
 */
@Entity({ tableName: 'products' })
export class Product {
  [OptionalProps]?: 'featured' | 'imagePath' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  category!: string;

  @Property({ type: 'integer' })
  pricePaise!: number;

  @Property({ type: 'integer' })
  stock!: number;

  /** Path under /uploads (e.g. `products/ab12.webp`), or null for the placeholder. */
  @Property({ type: 'text', nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'boolean' })
  featured = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
