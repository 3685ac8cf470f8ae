import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from '../reviews/index.js';
import { Product } from './product.entity.js';

export const RELATED_LIMIT = 4;
/** Reviews embedded in a product (the full list is the `reviews(productId)` query). */
export const EMBEDDED_REVIEWS_LIMIT = 20;

export interface CatalogLoaders {
  related: DataLoader<string, Product[]>;
  reviews: DataLoader<string, Review[]>;
}

/**
 * Per-request loaders, keyed by the request's EntityManager (every HTTP request and every
 * WebSocket operation forks its own), so batches and caches never outlive one operation.
 */
const byEm = new WeakMap<EntityManager, CatalogLoaders>();

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export function catalogLoaders(em: EntityManager): CatalogLoaders {
  let loaders = byEm.get(em);
  if (!loaders) {
    loaders = createLoaders(em);
    byEm.set(em, loaders);
  }
  return loaders;
}

function createLoaders(em: EntityManager): CatalogLoaders {
  const related = new DataLoader<string, Product[]>(async (ids) => {
    const rows = await em.getConnection().execute<{ source_id: string; id: string }[]>(
      `select s.id as source_id, r.id
         from products s
         cross join lateral (
           select p.id from products p
           where lower(p.category) = lower(s.category) and p.id <> s.id
           order by p.featured desc, p.created_at desc, p.id desc
           limit ${RELATED_LIMIT}
         ) r
        where s.id in (${placeholders(ids.length)})`,
      [...ids],
      'all',
    );
    const products = rows.length
      ? await em.find(Product, { id: { $in: [...new Set(rows.map((r) => r.id))] } })
      : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    const grouped = new Map<string, Product[]>();
    for (const r of rows) {
      const p = byId.get(r.id);
      if (p) grouped.set(r.source_id, [...(grouped.get(r.source_id) ?? []), p]);
    }
    return ids.map((id) => grouped.get(id) ?? []);
  });

  const reviews = new DataLoader<string, Review[]>(async (ids) => {
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `select id from (
         select r.id, row_number() over (partition by r.product_id order by r.created_at desc, r.id desc) as n
         from reviews r where r.product_id in (${placeholders(ids.length)})
       ) x where n <= ${EMBEDDED_REVIEWS_LIMIT}`,
      [...ids],
      'all',
    );
    const list = rows.length
      ? await em.find(
          Review,
          { id: { $in: rows.map((r) => r.id) } },
          { orderBy: { createdAt: 'desc', id: 'desc' } },
        )
      : [];
    const grouped = new Map<string, Review[]>();
    for (const r of list) grouped.set(r.product.id, [...(grouped.get(r.product.id) ?? []), r]);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  return { related, reviews };
}
