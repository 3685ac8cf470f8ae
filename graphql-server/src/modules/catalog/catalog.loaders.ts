import DataLoader from 'dataloader';
import { perOperation, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import type { Product } from './product.entity.js';
import { productWithRelatedRows, relatedRows } from './catalog.sql.js';
import { productFromRow } from './product-rows.js';
import { productRowsById } from './product-rows.sql.js';

export const RELATED_LIMIT = 4;

export interface CatalogLoaders {
  byId: DataLoader<string, Product | null>;
  related: DataLoader<string, Product[]>;
}

/** The operation's catalog loaders. */
export const catalogLoaders = perOperation(createLoaders);

/**
 * A product read with its related products, the related loader primed with them (so the page's
 * `related` costs no second statement); null when there is no such product.
 */
export async function productWithRelated(db: RowSource, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await productWithRelatedRows(db, id, RELATED_LIMIT);
  if (!row) return null;
  catalogLoaders(db).related.prime(row.id, row.related.map(productFromRow));
  return productFromRow(row);
}

function createLoaders(db: RowSource): CatalogLoaders {
  const byId = new DataLoader<string, Product | null>(async (ids) => {
    const found = new Map((await productRowsById(db, ids)).map((r) => [r.id, productFromRow(r)]));
    return ids.map((id) => found.get(id) ?? null);
  });

  const related = new DataLoader<string, Product[]>(async (ids) => {
    const rows = await relatedRows(db, ids.filter(isUuid), RELATED_LIMIT);
    const grouped = new Map<string, Product[]>();
    for (const r of rows) grouped.set(r.source_id, [...(grouped.get(r.source_id) ?? []), productFromRow(r)]);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  return { byId, related };
}
