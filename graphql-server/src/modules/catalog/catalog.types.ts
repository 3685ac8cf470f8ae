import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './product.entity.js';
import { ProductSort } from './product-listing.js';

/** Admin stock filter (admin spec): Low = 1..49, In = 50 or more, Out = exactly 0. */
export enum StockFilter {
  LOW = 'LOW',
  IN = 'IN',
  OUT = 'OUT',
}
registerEnumType(StockFilter, {
  name: 'StockFilter',
  description: 'LOW: stock 1 to 49; IN: 50 or more; OUT: exactly 0 (the admin list thresholds).',
});

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Listing order; every order pages with its own cursors.',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first when searching; newest first otherwise.' },
    PRICE_ASC: { description: 'Price, low to high.' },
    PRICE_DESC: { description: 'Price, high to low.' },
    NEWEST: { description: 'Newest first.' },
    RATING: { description: 'Highest average rating first, then most reviewed.' },
  },
});

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType()
export class ProductEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Product)
  node!: Product;
}

@ObjectType({ description: 'A page of products in the order asked for (`sort`).' })
export class ProductConnection {
  @Field(() => [ProductEdge])
  edges!: ProductEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, {
    description:
      'How many products match the filters (all pages). A search counts up to 1,000: beyond, this is 1000 and `totalCountIsExact` is false ("1,000+ results").',
  })
  totalCount!: number;

  @Field(() => Boolean, {
    description: 'False when `totalCount` is a lower bound (a search matching more than 1,000 products).',
  })
  totalCountIsExact!: boolean;
}

@ObjectType({ description: "A category of the shop's one list, with how many products it holds." })
export class CategoryCount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'URL-safe form of the name.' })
  slug!: string;

  @Field(() => Int, { description: 'Position in the list (ascending).' })
  sortOrder!: number;

  @Field(() => Int)
  productCount!: number;

  @Field(() => String, {
    nullable: true,
    description: "HSN code (4, 6 or 8 digits) on its products' invoice lines, unless a product has its own.",
  })
  hsnCode!: string | null;
}

@ObjectType({ description: 'A product changed (stock, price, details) or was deleted.' })
export class ProductChange {
  @Field(() => ID)
  productId!: string;

  @Field(() => Boolean)
  deleted!: boolean;

  @Field(() => Product, { nullable: true, description: 'The product as it is now; null when deleted.' })
  product!: Product | null;
}
