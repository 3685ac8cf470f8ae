/**
 * /products' query string: the sorts it offers, reading the filters from it, and the price range
 * form's check. The listing's own (unit-tested in catalog-helpers.spec.ts): the home page, which
 * shares the storefront's helpers with the listing, does not download these.
 */

export const LISTING_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'RATING'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  RELEVANCE: 'Relevance',
  PRICE_ASC: 'Price: low to high',
  PRICE_DESC: 'Price: high to low',
  NEWEST: 'Newest first',
  RATING: 'Customer rating',
};

/** The filters as read from a URL: every key present, empty text for no search or category. */
export interface ParsedListing {
  q: string;
  category: string;
  sort: ListingSort | null;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  minRating: number | null;
}

const price = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,8}(\.\d{1,2})?$/.test(raw.trim())) return null;
  return Number(raw);
};

/** Reads the filters from /products' query string; values that make no sense are left out. */
export function parseListing(params: URLSearchParams): ParsedListing {
  const sort = params.get('sort')?.toUpperCase() ?? '';
  const rating = Number(params.get('minRating'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: (LISTING_SORTS as readonly string[]).includes(sort) ? (sort as ListingSort) : null,
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 4 ? rating : null,
  };
}

/** The price range form's check: numbers of rupees, the lowest not above the highest. */
export function priceRangeError(min: string, max: string): string | null {
  const bad = (v: string) => v.trim() !== '' && price(v) === null;
  if (bad(min) || bad(max)) return 'Enter prices in rupees, e.g. 499 or 1299.50';
  if (min.trim() && max.trim() && Number(min) > Number(max))
    return 'The minimum price cannot be more than the maximum';
  return null;
}
