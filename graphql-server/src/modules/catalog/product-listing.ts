/**
 * Pure pieces of the product listing: the sort orders (each a total order with a keyset for
 * cursor paging) and opaque cursors. No database access here (catalog.service.ts runs the SQL).
 */
import { UUID_PATTERN } from '../../common/validation.js';

export enum ProductSort {
  RELEVANCE = 'RELEVANCE',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
  RATING = 'RATING',
}

type KeyKind = 'numeric' | 'int' | 'timestamptz' | 'uuid';

/**
 * One sort order over the `matching` rows of the listing query. `keys` are its columns in order,
 * ending with `id` so the order is total; all ascending or all descending, so a row comparison
 * `(a, b, id) > (...)` is the keyset. Each has an index with the same columns (see the migrations).
 */
export interface SortPlan {
  sort: ProductSort;
  keys: { column: string; kind: KeyKind }[];
  direction: 'asc' | 'desc';
}

const PLANS: Record<Exclude<ProductSort, ProductSort.RELEVANCE>, SortPlan> = {
  [ProductSort.NEWEST]: {
    sort: ProductSort.NEWEST,
    keys: [
      { column: 'created_at', kind: 'timestamptz' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
  [ProductSort.PRICE_ASC]: {
    sort: ProductSort.PRICE_ASC,
    keys: [
      { column: 'price_paise', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'asc',
  },
  [ProductSort.PRICE_DESC]: {
    sort: ProductSort.PRICE_DESC,
    keys: [
      { column: 'price_paise', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
  [ProductSort.RATING]: {
    sort: ProductSort.RATING,
    keys: [
      { column: 'rating_avg', kind: 'numeric' },
      { column: 'review_count', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
};

const RANKED: SortPlan = {
  sort: ProductSort.RELEVANCE,
  keys: [
    { column: 'rank', kind: 'numeric' },
    { column: 'created_at', kind: 'timestamptz' },
    { column: 'id', kind: 'uuid' },
  ],
  direction: 'desc',
};

/** Relevance needs a search; without one the listing is newest first. */
export function sortPlan(sort: ProductSort | null | undefined, searching: boolean): SortPlan {
  if (!sort || sort === ProductSort.RELEVANCE) return searching ? RANKED : PLANS[ProductSort.NEWEST];
  return PLANS[sort];
}

/** `order by` text of a plan. */
export function orderBySql(plan: SortPlan): string {
  return plan.keys.map((k) => `${k.column} ${plan.direction}`).join(', ');
}

/**
 * Keyset condition after the cursor's row, e.g. `(a, b, id) < ($1::numeric, $2::int, $3::uuid)`:
 * `param` gives the placeholder of the i-th key value cast to its kind.
 */
export function keysetSql(
  plan: SortPlan,
  param: (index: number, kind: KeyKind) => string,
  alias = '',
): string {
  const columns = plan.keys.map((k) => `${alias}${k.column}`).join(', ');
  const params = plan.keys.map((k, i) => param(i, k.kind)).join(', ');
  return `(${columns}) ${plan.direction === 'desc' ? '<' : '>'} (${params})`;
}

// What `timestamptz::text` prints, e.g. 2026-11-22 00:11:51.123456+00
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const PATTERNS: Record<KeyKind, RegExp> = {
  numeric: /^-?\d{1,12}(\.\d{1,12})?$/,
  int: /^-?\d{1,10}$/,
  timestamptz: TIMESTAMP,
  uuid: UUID_PATTERN,
};

/** A cursor: the sort it belongs to and the row's key values, as PostgreSQL prints them. */
export function encodeCursor(plan: SortPlan, values: string[]): string {
  return Buffer.from(JSON.stringify([plan.sort, ...values]), 'utf8').toString('base64url');
}

/**
 * The key values of a cursor made for `plan`; undefined when it is malformed or was made for
 * another sort (callers answer 'Invalid cursor').
 */
export function decodeCursor(cursor: string, plan: SortPlan): string[] | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== plan.keys.length + 1) return undefined;
    if (!parts.every((p) => typeof p === 'string')) return undefined;
    const [sort, ...values] = parts as string[];
    if (sort !== plan.sort) return undefined;
    return values.every((v, i) => PATTERNS[plan.keys[i]!.kind].test(v)) ? values : undefined;
  } catch {
    return undefined;
  }
}
