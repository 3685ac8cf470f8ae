import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '../../common/money.js';

/** A stock of this many or fewer is flagged as low on the product page (shopper spec). */
export const LOW_STOCK_FLAG = 5;

/**
 * A product in the catalog. Money is integer paise (`pricePaise`); stock is a non-negative
 * integer that only services change, inside transactions that lock the row. `ratingSum` and
 * `reviewCount` are kept in step by the review service inside the review's transaction.
 * The table also has a generated `search` tsvector (not mapped) used by catalog search.
 */
@ObjectType({ description: 'A product in the catalog.' })
@Entity({ tableName: 'products' })
export class Product {
  [OptionalProps]?:
    | 'featured'
    | 'hsnCode'
    | 'imagePath'
    | 'createdAt'
    | 'updatedAt'
    | 'ratingSum'
    | 'reviewCount'
    | 'price'
    | 'imageUrl'
    | 'thumbnailUrl'
    | 'gallery'
    | 'averageRating'
    | 'lowStock';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  category!: string;

  @Property({ type: 'integer' })
  pricePaise!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  stock!: number;

  /** Path under /uploads (e.g. `products/ab12.webp`), or null for the placeholder. */
  @Property({ type: 'text', nullable: true })
  imagePath: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "HSN code of this product's invoice lines; null takes its category's.",
  })
  @Property({ type: 'text', nullable: true })
  hsnCode: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  featured = false;

  @Property({ type: 'integer' })
  ratingSum = 0;

  @Field(() => Int, { description: 'Number of reviews.' })
  @Property({ type: 'integer' })
  reviewCount = 0;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Float, { description: 'Price in rupees (two decimals).' })
  get price(): number {
    return paiseToRupees(this.pricePaise);
  }

  @Field(() => String, {
    nullable: true,
    description: 'Main image (800 px WebP) under /uploads, or null for the placeholder.',
  })
  get imageUrl(): string | null {
    return this.imagePath ? `/uploads/${this.imagePath}` : null;
  }

  @Field(() => String, { nullable: true, description: 'Thumbnail (400 px WebP) under /uploads, or null.' })
  get thumbnailUrl(): string | null {
    return this.imagePath ? `/uploads/${this.imagePath.replace(/\.webp$/, '-thumb.webp')}` : null;
  }

  @Field(() => [String], {
    description:
      'The product page gallery: the main image first, then further views (seeded products have three).',
  })
  get gallery(): string[] {
    if (!this.imagePath) return [];
    const views = SEED_ART.test(this.imagePath) ? SEED_VIEWS : 1;
    return Array.from({ length: views }, (_, i) => `/uploads/${galleryPath(this.imagePath!, i + 1)}`);
  }

  @Field(() => Float, { description: 'Mean rating rounded to one decimal; 0 without reviews.' })
  get averageRating(): number {
    return this.reviewCount > 0 ? Math.round((this.ratingSum / this.reviewCount) * 10) / 10 : 0;
  }

  @Field(() => Boolean, { description: `True when stock is ${LOW_STOCK_FLAG} or fewer.` })
  get lowStock(): boolean {
    return this.stock <= LOW_STOCK_FLAG;
  }
}

/** Seeded products' art (drawn at seed time) has further views beside the main image. */
const SEED_ART = /^products\/seed-[^/]+\.webp$/;
const SEED_VIEWS = 3;

/** Where view `n` of an image lives (view 1 is the image itself). */
export function galleryPath(main: string, view: number): string {
  return view === 1 ? main : main.replace(/\.webp$/, `-view${view}.webp`);
}
