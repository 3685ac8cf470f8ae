import { IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { StockFilter } from './catalog.types.js';
import { ProductSort } from './product-listing.js';

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 12;
/** Highest price filter accepted, in rupees (₹1 crore; prices are int4 paise). */
export const MAX_PRICE_FILTER = 10_000_000;

@ArgsType()
export class ProductsArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
  })
  @Max(MAX_PAGE_SIZE, { message: `first must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'first must be at least 1' })
  @IsOptional()
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' })
  after?: string | null;

  @Field(() => String, { nullable: true, description: 'Search text (name, category, description).' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Category, compared case-insensitively.' })
  category?: string | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => StockFilter, { nullable: true })
  stock?: StockFilter | null;

  @Field(() => ProductSort, {
    nullable: true,
    description: 'Order of the list (default RELEVANCE: ranked when searching, else newest first).',
  })
  sort?: ProductSort | null;

  @Field(() => Float, { nullable: true, description: 'Lowest price in rupees (inclusive).' })
  @Max(MAX_PRICE_FILTER, { message: 'minPrice is too large' })
  @Min(0, { message: 'minPrice cannot be negative' })
  @IsOptional()
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest price in rupees (inclusive).' })
  @Max(MAX_PRICE_FILTER, { message: 'maxPrice is too large' })
  @Min(0, { message: 'maxPrice cannot be negative' })
  @IsOptional()
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Only products with stock left.' })
  inStock?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Lowest average rating, 1 to 5 (as shown, one decimal).' })
  @Max(5, { message: 'minRating must be between 1 and 5' })
  @Min(1, { message: 'minRating must be between 1 and 5' })
  @IsOptional()
  minRating?: number | null;
}

/**
 * Product fields as an admin sends them. Rules live in the catalog service (REST multipart sends
 * strings, GraphQL numbers; both get the same checks and messages).
 */
@InputType()
export class ProductInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  category!: string;

  @Field(() => Float, { description: 'Rupees, at most two decimals are kept.' })
  price!: number;

  @Field(() => Int)
  stock!: number;

  @Field(() => String)
  description!: string;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => String, { nullable: true, description: "4, 6 or 8 digits; empty takes the category's." })
  hsnCode?: string | null;
}

@InputType({ description: 'Only the fields given change.' })
export class UpdateProductInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => Float, { nullable: true })
  price?: number | null;

  @Field(() => Int, { nullable: true })
  stock?: number | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => String, { nullable: true, description: "4, 6 or 8 digits; empty takes the category's." })
  hsnCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Drop the current image (back to the placeholder).' })
  removeImage?: boolean | null;
}

export type ProductFields = {
  name?: unknown;
  category?: unknown;
  price?: unknown;
  stock?: unknown;
  description?: unknown;
  featured?: unknown;
  hsnCode?: unknown;
  removeImage?: unknown;
};
