import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import type { EventRaiser } from '../../common/events.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin } from '../../common/viewer.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProductFields, type ProductsArgs } from './catalog.inputs.js';
import type { CatalogEvents } from './catalog.events.js';
import { catalogLoaders } from './catalog.loaders.js';
import { StockFilter, type CategoryCount, type ProductConnection } from './catalog.types.js';
import type { ProductImages } from './images.js';
import { Product } from './product.entity.js';
import { checkProductFields, ProductMessages, type ProductValues } from './product.rules.js';
import { isUuid } from '../../common/validation.js';
import {
  decodeCursor,
  encodeCursor,
  keysetSql,
  orderBySql,
  sortPlan,
  type ProductSort,
} from './product-listing.js';
import { escapeLike, normalizeSearch, prefixTsQuery } from './search.js';

/** Most products a single legacy REST list answers. */
export const MAX_LEGACY_LIST = 500;
/** Admin stock thresholds (admin spec): below 50 is low. */
export const ADMIN_LOW_STOCK_BELOW = 50;

interface CatalogDeps {
  events: EventRaiser<CatalogEvents>;
  images: ProductImages;
  log: Logger;
}

interface ListFilter {
  q?: string | null | undefined;
  category?: string | null | undefined;
  featured?: boolean | null | undefined;
  stock?: StockFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  inStock?: boolean | null | undefined;
  minRating?: number | null | undefined;
}

/** A listing row: the product id and its sort key values as text (k0, k1, ...). */
type PageRow = { id: string } & Record<`k${number}`, string>;

/** Rupees (at most two decimals kept) to paise, for the price filters. */
const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Builds the WHERE clause shared by the page and count queries (values bound, never spliced). */
function whereClause(filter: ListFilter, search: string, tsq: string): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const category = filter.category?.trim();
  if (category) {
    parts.push('lower(p.category) = lower(?)');
    params.push(category);
  }
  if (filter.featured !== undefined && filter.featured !== null) {
    parts.push('p.featured = ?');
    params.push(filter.featured);
  }
  if (filter.stock === StockFilter.OUT) parts.push('p.stock = 0');
  else if (filter.stock === StockFilter.LOW) parts.push(`p.stock between 1 and ${ADMIN_LOW_STOCK_BELOW - 1}`);
  else if (filter.stock === StockFilter.IN) parts.push(`p.stock >= ${ADMIN_LOW_STOCK_BELOW}`);
  if (filter.minPrice !== undefined && filter.minPrice !== null) {
    parts.push('p.price_paise >= ?');
    params.push(toPaise(filter.minPrice));
  }
  if (filter.maxPrice !== undefined && filter.maxPrice !== null) {
    parts.push('p.price_paise <= ?');
    params.push(toPaise(filter.maxPrice));
  }
  if (filter.inStock) parts.push('p.stock > 0');
  if (filter.minRating !== undefined && filter.minRating !== null) {
    // rating_avg is the average as shown (one decimal), so "4 and up" keeps what shows 4.0.
    parts.push('p.rating_avg >= ?');
    params.push(filter.minRating);
  }
  if (search) {
    // Full-text prefix match (name > category > description, the category is in the vector), or
    // a fuzzy or partial name match. One UNION branch per index: an OR of them makes PostgreSQL
    // scan the whole table (bench/ measured 4x slower at 20,000 products).
    parts.push(
      `p.id in (
        select id from products where search @@ to_tsquery('english', ?)
        union select id from products where ? <% name
        union select id from products where name ilike ? escape '\\'
      )`,
    );
    params.push(tsq, search, `%${escapeLike(search)}%`);
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/** Catalog: listing and search, product detail, admin product management, live product events. */
export class CatalogService {
  constructor(private readonly deps: CatalogDeps) {}

  // ---------------------------------------------------------------- reads

  async list(em: EntityManager, args: ProductsArgs): Promise<ProductConnection> {
    if (args.minPrice != null && args.maxPrice != null && args.minPrice > args.maxPrice)
      throw badInput('minPrice cannot be more than maxPrice', 'minPrice');
    const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    return this.page(em, args, first, args.after);
  }

  /** The legacy REST list: everything matching, newest first (or ranked), capped. */
  async listAll(em: EntityManager, filter: ListFilter): Promise<Product[]> {
    const page = await this.page(em, filter, MAX_LEGACY_LIST, undefined, false);
    return page.edges.map((e) => e.node);
  }

  private async page(
    em: EntityManager,
    filter: ListFilter,
    first: number,
    after: string | null | undefined,
    withCount = true,
  ): Promise<ProductConnection> {
    const q = normalizeSearch(filter.q);
    const tsq = q ? prefixTsQuery(q) : '';
    // A search made only of symbols has no words: treat it as no search at all.
    const search = tsq ? q : '';
    const where = whereClause(filter, search, tsq);
    const rankSql = search
      ? `round((case when lower(p.name) = lower(?) then 10 else 0 end
           + ts_rank(p.search, to_tsquery('english', ?))
           + word_similarity(?, p.name))::numeric, 6)`
      : '0::numeric';
    const rankParams = search ? [search, tsq, search] : [];

    const plan = sortPlan(filter.sort, !!search);
    const key = after ? decodeCursor(after, plan) : undefined;
    if (after && !key) throw badInput('Invalid cursor', 'after');
    const sql = `
      with matching as (
        select p.id, p.created_at, p.price_paise, p.rating_avg, p.review_count, ${rankSql} as rank
        from products p ${where.sql}
      )
      select id, ${plan.keys.map((k, i) => `${k.column}::text as k${i}`).join(', ')}
      from matching ${key ? `where ${keysetSql(plan)}` : ''}
      order by ${orderBySql(plan)}
      limit ?`;
    const conn = em.getConnection();
    const rows = await conn.execute<PageRow[]>(
      sql,
      [...rankParams, ...where.params, ...(key ?? []), first + 1],
      'all',
    );
    const hasNextPage = rows.length > first;
    const pageRows = rows.slice(0, first);
    const products = pageRows.length
      ? await em.find(Product, { id: { $in: pageRows.map((r) => r.id) } })
      : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    const edges = pageRows
      .filter((r) => byId.has(r.id))
      .map((r) => ({
        cursor: encodeCursor(
          plan,
          plan.keys.map((_, i) => r[`k${i}`]!),
        ),
        node: byId.get(r.id)!,
      }));
    let totalCount = edges.length;
    if (withCount) {
      const [count] = await conn.execute<{ n: number }[]>(
        `select count(*)::int as n from products p ${where.sql}`,
        where.params,
        'all',
      );
      totalCount = count?.n ?? 0;
    }
    return {
      edges,
      pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    };
  }

  /** A product, or null when missing or the id is not a UUID. */
  async get(em: EntityManager, id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    return em.findOne(Product, { id });
  }

  async getOrFail(em: EntityManager, id: string): Promise<Product> {
    const product = await this.get(em, id);
    if (!product) throw notFound(ProductMessages.notFound);
    return product;
  }

  /** Up to 4 products of the same category (case-insensitive), excluding the product; batched. */
  related(em: EntityManager, product: Product): Promise<Product[]> {
    return catalogLoaders(em).related.load(product.id);
  }

  async categories(em: EntityManager): Promise<CategoryCount[]> {
    const rows = await em
      .getConnection()
      .execute<{ name: string; n: number }[]>(
        `select min(category) as name, count(*)::int as n from products group by lower(category) order by 1`,
        [],
        'all',
      );
    return rows.map((r) => ({ name: r.name, productCount: r.n }));
  }

  // ---------------------------------------------------------------- admin

  async create(
    em: EntityManager,
    viewer: Viewer | null,
    fields: ProductFields,
    image?: Buffer,
  ): Promise<Product> {
    requireAdmin(viewer, ProductMessages.notAdminAdd);
    const values = checkProductFields(fields, false) as ProductValues;
    const imagePath = image ? await this.deps.images.store(image) : null;
    try {
      const product = await em.transactional(async (tx) => {
        const p = tx.create(Product, { ...values, featured: values.featured ?? false, imagePath });
        await tx.flush();
        await this.deps.events.raise(tx, 'ProductChanged', { productId: p.id });
        return p;
      });
      return product;
    } catch (err) {
      await this.deps.images.remove(imagePath);
      throw err;
    }
  }

  async update(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    fields: ProductFields,
    image?: Buffer,
  ): Promise<Product> {
    requireAdmin(viewer, ProductMessages.notAdminUpdate);
    if (!isUuid(id)) throw notFound(ProductMessages.notFound);
    const values = checkProductFields(fields, true);
    const removeImage = fields.removeImage === true || fields.removeImage === 'true';
    const newImage = image ? await this.deps.images.store(image) : null;
    let oldImage: string | null = null;
    try {
      const product = await em.transactional(async (tx) => {
        const p = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!p) throw notFound(ProductMessages.notFound);
        tx.assign(p, values);
        if (newImage || removeImage) {
          oldImage = p.imagePath;
          p.imagePath = newImage;
        }
        p.updatedAt = new Date();
        await tx.flush();
        await this.deps.events.raise(tx, 'ProductChanged', { productId: p.id });
        return p;
      });
      await this.safeRemove(em, oldImage);
      return product;
    } catch (err) {
      await this.safeRemove(em, newImage);
      throw err;
    }
  }

  /**
   * Hard delete: reviews go with the product; orders keep their own snapshot of name, price and
   * image and their product reference is set to null by the database.
   */
  async delete(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ id: string; message: string }> {
    requireAdmin(viewer, ProductMessages.notAdminDelete);
    if (!isUuid(id)) throw notFound(ProductMessages.notFound);
    const imagePath = await em.transactional(async (tx) => {
      const p = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!p) throw notFound(ProductMessages.notFound);
      const path = p.imagePath;
      tx.remove(p);
      await tx.flush();
      await this.deps.events.raise(tx, 'ProductChanged', { productId: id });
      return path;
    });
    await this.safeRemove(em, imagePath);
    return { id, message: ProductMessages.deleted };
  }

  // ---------------------------------------------------------------- images

  /**
   * Removes a replaced or deleted product's image files, unless an order line still shows them
   * (orders keep a snapshot of the image path).
   */
  private async safeRemove(em: EntityManager, imagePath: string | null): Promise<void> {
    if (!imagePath) return;
    try {
      const [row] = await em
        .getConnection()
        .execute<{ used: boolean }[]>(
          `select exists(select 1 from order_items where image_path = ?) as used`,
          [imagePath],
          'all',
        );
      if (row?.used) return;
      await this.deps.images.remove(imagePath);
    } catch (err) {
      this.deps.log.warn({ err, imagePath }, 'could not remove an old product image');
    }
  }
}
