import DataLoader from 'dataloader';
import { perOperation, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import type { Product } from './product.entity.js';
import {
  productColumns,
  productFromRow,
  productRowsById,
  readProductRows,
  type ProductRow,
} from './product-rows.js';

export const RELATED_LIMIT = 4;

export interface CatalogLoaders {
  byId: DataLoader<string, Product | null>;
  related: DataLoader<string, Product[]>;
}

/** The operation's catalog loaders. */
export const catalogLoaders = perOperation(createLoaders);

/** The products related to `s` (a products row in the enclosing query), best first. */
const relatedOf = (s: string) => `select p.* from products p
    where lower(p.category) = lower(${s}.category) and p.id <> ${s}.id
    order by p.featured desc, p.created_at desc, p.id desc
    limit ${RELATED_LIMIT}`;

const RELATED = `select s.id as source_id, ${productColumns('r')}
  from products s
  cross join lateral (${relatedOf('s')}) r
  where s.id = any($1::uuid[])`;

/** A product page's product and its related products (as JSON rows), in one statement. */
const WITH_RELATED = `select ${productColumns('s')},
    coalesce((select json_agg(r order by r.featured desc, r.created_at desc, r.id desc)
      from (select ${productColumns('r')} from (${relatedOf('s')}) r) r), '[]'::json)
      as related
  from products s where s.id = $1`;

/**
 * A product read with its related products, the related loader primed with them (so the page's
 * `related` costs no second statement); null when there is no such product.
 */
export async function productWithRelated(db: RowSource, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await readProductRows<ProductRow & { related: ProductRow[] }>(db, WITH_RELATED, [id]);
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
    const rows = await readProductRows<ProductRow & { source_id: string }>(db, RELATED, [ids.filter(isUuid)]);
    const grouped = new Map<string, Product[]>();
    for (const r of rows) grouped.set(r.source_id, [...(grouped.get(r.source_id) ?? []), productFromRow(r)]);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  return { byId, related };
}
