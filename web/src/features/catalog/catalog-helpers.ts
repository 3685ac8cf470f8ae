/** Pure helpers of the storefront screens (unit-tested in catalog-helpers.spec.ts). */
import type { ListingSort } from './listing-params';

export const DESCRIPTION_PREVIEW_LENGTH = 100;
/** The product page flags 5 or fewer as low stock. */
export const LOW_STOCK_LIMIT = 5;
export const CAROUSEL_INTERVAL_MS = 3000;
export const FEATURED_INTERVAL_MS = 10_000;
export const FEATURED_PAGE_SIZE = 4;

/** The first 100 characters of a description, cut at a word when one ends near, with an ellipsis. */
export function descriptionPreview(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const head = space >= max * 0.7 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!-]+$/, '')}…`;
}

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_LIMIT ? 'low' : 'in';
}

/** Index after `i` in a ring of `n` (0 when empty). */
export function nextIndex(i: number, n: number): number {
  return n <= 0 ? 0 : (((i + 1) % n) + n) % n;
}

/** Index before `i` in a ring of `n`. */
export function prevIndex(i: number, n: number): number {
  return n <= 0 ? 0 : (((i - 1) % n) + n) % n;
}

/** How many pages of `size` a list of `count` makes (at least 1). */
export function pageCount(count: number, size = FEATURED_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items on page `page` of a rotation: always `size` items, wrapping round when the last page is short. */
export function rotationWindow<T>(items: readonly T[], page: number, size = FEATURED_PAGE_SIZE): T[] {
  if (items.length <= size) return [...items];
  const start = (((page * size) % items.length) + items.length) % items.length;
  return Array.from({ length: size }, (_, k) => items[(start + k) % items.length]!);
}

/** What the product list shows, as the URL of /products says it. */
export interface ListingFilters {
  q?: string | null;
  category?: string | null;
  sort?: ListingSort | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean;
  minRating?: number | null;
}

/** /products with the given filters (empty ones and the default sort left out). */
export function productsPath(filters: ListingFilters): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort && filters.sort !== 'RELEVANCE') params.set('sort', filters.sort);
  if (filters.minPrice != null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice != null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  const s = params.toString();
  return s ? `/products?${s}` : '/products';
}

/** Rating rounded to the nearest half star, for display. */
export function starFill(rating: number, star: number): 'full' | 'half' | 'empty' {
  const r = Math.round(rating * 2) / 2;
  if (r >= star) return 'full';
  return r >= star - 0.5 ? 'half' : 'empty';
}

const COUNT_FORMAT = new Intl.NumberFormat('en-IN');

/** The total as shown: "1,000+" when the server counted a search only up to its bound. */
export function countOf(c: { totalCount: number; totalCountIsExact: boolean }): string {
  return `${COUNT_FORMAT.format(c.totalCount)}${c.totalCountIsExact ? '' : '+'}`;
}

/** "1 product", "42 products", "1,000+ results" (a search matching more than the server counts). */
export function countText(c: { totalCount: number; totalCountIsExact: boolean }): string {
  if (!c.totalCountIsExact) return `${countOf(c)} results`;
  return c.totalCount === 1 ? '1 product' : `${countOf(c)} products`;
}
