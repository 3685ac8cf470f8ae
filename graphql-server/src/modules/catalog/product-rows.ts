import type { EntityManager } from '@mikro-orm/postgresql';
import { readModel, readRows } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
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
  rating_sum: number;
  review_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const productView = readModel(Product);

/** A read-only `Product` (its getters work: price, imageUrl, averageRating, ...). */
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
    ratingSum: row.rating_sum,
    reviewCount: row.review_count,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
}

/** The row as JSON (dates as ISO strings): what a live product event carries across instances. */
export function productRowJson(row: ProductRow): Record<string, unknown> {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const BY_IDS = `select ${productColumns('p')} from products p where p.id = any($1::uuid[])`;

/** Products by id, as rows, in one prepared statement (unknown or malformed ids are left out). */
export async function productRowsById(em: EntityManager, ids: readonly string[]): Promise<ProductRow[]> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (!valid.length) return [];
  return readRows<ProductRow>(em, BY_IDS, [valid]);
}
