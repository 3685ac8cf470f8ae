import pg from 'pg';
import { readModel } from '../../common/sql.js';
import { Product } from './product.entity.js';

/**
 * Products for answers, read as plain rows: the read path's hot queries select these columns and
 * turn rows into `Product` objects without the ORM (no identity map, no change tracking). They are
 * for reading and answering only; writes load managed entities in their transaction.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'price_paise',
  'stock',
  'image_path',
  'featured',
  'hsn_code',
  'rating_sum',
  'review_count',
  'created_at',
  'updated_at',
] as const;

/** `p.id, p.name, ...` for a select list. */
export const productColumns = (alias: string) => PRODUCT_COLUMNS.map((c) => `${alias}.${c}`).join(', ');

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  price_paise: number;
  stock: number;
  image_path: string | null;
  featured: boolean;
  hsn_code?: string | null;
  rating_sum: number;
  review_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const TIMESTAMPTZ_OID = 1184;
/** pg's own reading of a timestamptz as PostgreSQL prints it (`2026-11-27 07:28:12.501+00`). */
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date;

/**
 * A row's timestamp as a Date: a Date, PostgreSQL's text (a plain read), or ISO 8601 (the same
 * row inside JSON: related products, a live event crossing instances).
 */
export function rowDate(value: Date | string): Date {
  if (typeof value !== 'string') return new Date(value);
  return value.charAt(10) === 'T' ? new Date(value) : parseTimestamptz(value);
}

const CREATED = Symbol('created_at');
const UPDATED = Symbol('updated_at');
type ProductFields = Partial<Product> & { [CREATED]: Date | string; [UPDATED]: Date | string };

/** Read models of `Product` whose dates are made from the row's values when they are read. */
const productView = readModel(Product, {
  createdAt: {
    get(this: ProductFields) {
      return rowDate(this[CREATED]);
    },
  },
  updatedAt: {
    get(this: ProductFields) {
      return rowDate(this[UPDATED]);
    },
  },
}) as (fields: ProductFields) => Product;

/** A read-only `Product` (its getters work: price, imageUrl, averageRating, createdAt, ...). */
export function productFromRow(row: ProductRow): Product {
  return productView({
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    pricePaise: row.price_paise,
    stock: row.stock,
    imagePath: row.image_path,
    featured: row.featured,
    hsnCode: row.hsn_code ?? null,
    ratingSum: row.rating_sum,
    reviewCount: row.review_count,
    [CREATED]: row.created_at,
    [UPDATED]: row.updated_at,
  });
}

/** The row as JSON (dates as ISO strings): what a live product event carries across instances. */
export function productRowJson(row: ProductRow): Record<string, unknown> {
  return {
    ...row,
    created_at: rowDate(row.created_at).toISOString(),
    updated_at: rowDate(row.updated_at).toISOString(),
  };
}
