import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import type { EventRaiser } from '../../common/events.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin } from '../../common/viewer.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProductFields, type ProductsArgs } from './catalog.inputs.js';
import type { CatalogEvents } from './catalog.events.js';
import { catalogLoaders, productWithRelated } from './catalog.loaders.js';
import { StockFilter, type CategoryCount, type ProductConnection } from './catalog.types.js';
import type { ProductImages } from './images.js';
import { Product } from './product.entity.js';
import { checkProductFields, ProductMessages, type ProductValues } from './product.rules.js';
import {
  categoryNames,
  CategoryMessages,
  deleteCategoryRow,
  holdCategory,
  insertCategory,
  listCategories,
  renameCategoryRow,
  setCategoryHsnRow,
  type CategoryRow,
} from './categories.js';
import { isUuid } from '../../common/validation.js';
import { SqlParams, type RowSource } from '../../common/sql.js';
import { filtered } from '../../common/local-fanout.js';
import { Topic, type ProductChangedSignal, type ShopPubSub } from '../../common/pubsub.js';
import {
  decodeCursor,
  encodeCursor,
  keysetSql,
  orderBySql,
  ProductSort,
  sortPlan,
  type SortPlan,
} from './product-listing.js';
import {
  PRODUCT_COLUMNS,
  productColumns,
  productFromRow,
  productRowsById,
  readProductRows,
  type ProductRow,
} from './product-rows.js';
import { escapeLike, searchOf, type Search } from './search.js';

/** Most products a single legacy REST list answers. */
export const MAX_LEGACY_LIST = 500;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the home and listing pages take two. */
const SITEMAP_MAX_URLS = 49_998;
/** Admin stock thresholds (admin spec): below 50 is low. */
export const ADMIN_LOW_STOCK_BELOW = 50;

interface CatalogDeps {
  events: EventRaiser<CatalogEvents>;
  images: ProductImages;
  log: Logger;
  pubSub: ShopPubSub;
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

/**
 * A listing row: the product, the sort keys that are not product columns (`rating_avg`, `rank`:
 * numerics, which pg reads as PostgreSQL's text), maybe the total.
 */
type PageRow = ProductRow & { rating_avg?: string; rank?: string; total?: number };

/**
 * A row's sort key values as PostgreSQL prints them (what a cursor holds). Every key is a column
 * of the row: numerics and (in product reads) timestamps come as PostgreSQL's text, uuids as text,
 * integers as numbers printed the same.
 */
const keyValues = (plan: SortPlan, row: PageRow) =>
  plan.keys.map((k) => String(row[k.column as keyof PageRow]));

/** The sort's key columns that a product row does not hold, for the select list. */
const extraKeyColumns = (plan: SortPlan, alias: string) =>
  plan.keys
    .filter((k) => !(PRODUCT_COLUMNS as readonly string[]).includes(k.column))
    .map((k) => `, ${alias}${k.column}`)
    .join('');

/** Rupees (at most two decimals kept) to paise, for the price filters. */
const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The filters as SQL over `p` (values bound as parameters, never spliced). */
function filterSql(filter: ListFilter, params: SqlParams): string[] {
  const parts: string[] = [];
  const category = filter.category?.trim();
  if (category) parts.push(`lower(p.category) = lower(${params.add(category)})`);
  if (filter.featured !== undefined && filter.featured !== null)
    parts.push(`p.featured = ${params.add(filter.featured)}`);
  if (filter.stock === StockFilter.OUT) parts.push('p.stock = 0');
  else if (filter.stock === StockFilter.LOW) parts.push(`p.stock between 1 and ${ADMIN_LOW_STOCK_BELOW - 1}`);
  else if (filter.stock === StockFilter.IN) parts.push(`p.stock >= ${ADMIN_LOW_STOCK_BELOW}`);
  if (filter.minPrice !== undefined && filter.minPrice !== null)
    parts.push(`p.price_paise >= ${params.add(toPaise(filter.minPrice), 'int')}`);
  if (filter.maxPrice !== undefined && filter.maxPrice !== null)
    parts.push(`p.price_paise <= ${params.add(toPaise(filter.maxPrice), 'int')}`);
  if (filter.inStock) parts.push('p.stock > 0');
  // rating_avg is the average as shown (one decimal), so "4 and up" keeps what shows 4.0.
  if (filter.minRating !== undefined && filter.minRating !== null)
    parts.push(`p.rating_avg >= ${params.add(filter.minRating, 'numeric')}`);
  return parts;
}

const where = (parts: string[]) => (parts.length ? `where ${parts.join(' and ')}` : '');

/**
 * Relevance ranks at most this many candidates of a search: the page's cost follows the page, not
 * the matches (docs/decisions/bounded-search.md). Keyset pages run through them in rank order.
 */
export const SEARCH_CANDIDATES = 200;
/** A search's total is exact up to this many matches; beyond, it is reported as "at least" this. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The listing in one statement: the page (one row more, to know whether another follows) and,
 * when asked for, the total in the same pass.
 *
 * Without a search the page reads the sort's index and the total is one count beside it. With a
 * search, the matches come from one branch per index (full text, substring; typo-tolerant words
 * only when the words as typed found nothing), each a materialized CTE that PostgreSQL reads
 * lazily: a branch read with a `limit` stops there, after its bitmap (index only) is built. By
 * relevance, only `SEARCH_CANDIDATES` candidates are ranked, taken in tiers (the kind of product
 * asked for in the name, every word in the name, every word anywhere, typos); the total is
 * counted up to `SEARCH_COUNT_CAP` and one more, so the caller knows when it is a bound.
 */
function listingSql(
  filter: ListFilter,
  search: Search | undefined,
  plan: SortPlan,
  key: string[] | undefined,
  limit: number,
  withCount: boolean,
): { text: string; values: unknown[] } {
  const params = new SqlParams();
  const order = orderBySql(plan);
  if (!search) {
    const filters = filterSql(filter, params);
    const total = withCount ? `, (select count(*)::int from products p ${where(filters)}) as total` : '';
    const page = key ? [...filters, keysetSql(plan, (i, kind) => params.add(key[i], kind), 'p.')] : filters;
    const text = `select ${productColumns('p')}${extraKeyColumns(plan, 'p.')}${total}
      from products p ${where(page)} order by ${order} limit ${params.add(limit, 'int')}`;
    return { text, values: params.values };
  }
  const tsq = params.add(search.tsquery);
  const filters = filterSql(filter, params)
    .map((f) => ` and ${f}`)
    .join('');
  const ranked = plan.sort === ProductSort.RELEVANCE;
  // By relevance the branches give ids (the candidates are read again by id); in another order
  // they give the rows themselves, which the bitmap scans read anyway.
  const columns = ranked ? 'p.id' : `${productColumns('p')}, p.rating_avg`;
  const branch = (name: string, condition: string) =>
    `${name} as materialized (select ${columns} from products p where ${condition}${filters})`;
  const ctes = [branch('fts', `p.search @@ to_tsquery('english', ${tsq})`)];
  let found = '0';
  let exactEmpty = '';
  if (search.words.length) {
    const likes = search.words.map((t) => `p.search_text like ${params.add(`%${escapeLike(t)}%`)}`);
    ctes.push(branch('sub', likes.join(' and ')));
    // Typos: words close to words of the name (short texts, cheap to compare), or when none is,
    // of the name, category and description.
    const words = search.words.map((t) => params.add(t));
    ctes.push(branch('fuzzy_name', words.map((w) => `${w} <% p.name`).join(' and ')));
    ctes.push(branch('fuzzy_text', words.map((w) => `${w} <% p.search_text`).join(' and ')));
    ctes.push(`fuzzy as (
      select * from fuzzy_name union all select * from fuzzy_text where not exists (select 1 from fuzzy_name))`);
    found = `case when ${likes.join(' and ')} then 0.5 else 0 end`;
    exactEmpty = 'not exists (select 1 from fts) and not exists (select 1 from sub)';
  }
  const hasSub = !!search.words.length;
  // Every branch's rows (`what`), each read up to `cap` rows (the fuzzy ones only when nothing
  // matched as typed).
  const branches = (cap: string, what = 'id') =>
    [
      `(select ${what} from fts${cap})`,
      ...(hasSub
        ? [`(select ${what} from sub${cap})`, `(select ${what} from fuzzy where ${exactEmpty}${cap})`]
        : []),
    ].join(' union ');
  let candidates: string;
  if (ranked) {
    // The tiers in order, read lazily: once the candidates are found, later tiers are not read.
    // Products shoppers reviewed come first (a partial index holds only them, a quarter at most).
    ctes.push(branch('reviewed', `p.search @@ to_tsquery('english', ${tsq}) and p.review_count > 0`));
    const tiers = [`(select id from reviewed limit ${params.add(SEARCH_CANDIDATES / 4, 'int')})`];
    if (search.kinds) {
      ctes.push(
        branch(
          'kinded',
          `p.search @@ to_tsquery('english', ${tsq}) and p.search @@ to_tsquery('english', ${params.add(search.nameKinds)})`,
        ),
      );
      tiers.push('(select id from kinded)');
    }
    ctes.push(branch('named', `p.search @@ to_tsquery('english', ${params.add(search.nameTsquery)})`));
    tiers.push('(select id from named)', '(select id from fts)');
    if (hasSub) tiers.push('(select id from sub)', `(select id from fuzzy where ${exactEmpty})`);
    // A product in two tiers is one candidate (the `in` below), so there may be fewer.
    ctes.push(`candidates as (
      select id from (${tiers.join(' union all ')}) t limit ${params.add(SEARCH_CANDIDATES, 'int')})`);
    candidates = 'select id from candidates';
  } else {
    candidates = '';
  }
  const q = ranked ? params.add(search.text) : '';
  const kind =
    ranked && search.kinds
      ? `case when p.search @@ to_tsquery('english', ${params.add(search.kinds)}) then 1 else 0 end`
      : '0';
  // Exact name first; then the kind of product asked for, full-text rank, closeness of the
  // name, every word found somewhere, and (a tie-break) how many shoppers reviewed it.
  const rank = ranked
    ? `, round((case when lower(p.name) = lower(${q}) then 10 else 0 end
      + ${kind}
      + ts_rank(p.search, to_tsquery('english', ${tsq}))
      + word_similarity(${q}, p.name)
      + ${found}
      + ln(1 + p.review_count) / 5
    )::numeric, 6) as rank`
    : '';
  // Counted up to the cap and one more. The substring branch (the cheapest to read) alone often
  // reaches it; only when it does not are the branches read together.
  let total = '';
  if (withCount) {
    const cap = params.add(SEARCH_COUNT_CAP + 1, 'int');
    const union = `(select count(*)::int from (select id from (${branches(` limit ${cap}`)}) u limit ${cap}) c)`;
    const counted = hasSub
      ? `case when (select count(*) from (select 1 from sub limit ${cap}) s) >= ${cap} then ${cap} else ${union} end`
      : union;
    total = `, ${counted} as total`;
  }
  ctes.push(
    ranked
      ? `matching as (
      select ${productColumns('p')}, p.rating_avg${rank}
      from products p where p.id in (${candidates})
    )`
      : `matching as (${branches('', '*')})`,
  );
  const text = `with ${ctes.join(',\n')}
    select *${total} from matching ${key ? `where ${keysetSql(plan, (i, kind) => params.add(key[i], kind))}` : ''}
    order by ${order} limit ${params.add(limit, 'int')}`;
  return { text, values: params.values };
}

/** Catalog: listing and search, product detail, admin product management, live product events. */
export class CatalogService {
  constructor(private readonly deps: CatalogDeps) {}

  // ---------------------------------------------------------------- reads

  /** A product by id for an answer (batched with the request's other lookups), or null. */
  productById(db: RowSource, id: string): Promise<Product | null> {
    return catalogLoaders(db).byId.load(id);
  }

  /** Live product changes: one product's (`productId`), or every product's. */
  changes(productId: string | null | undefined): AsyncIterableIterator<ProductChangedSignal> {
    const all = this.deps.pubSub.subscribe(Topic.PRODUCT_CHANGED);
    return filtered(all, (signal) => !productId || signal.productId === productId);
  }

  /** A page of the listing; the total is counted only `withCount` (when the answer shows it). */
  async list(db: RowSource, args: ProductsArgs, withCount = true): Promise<ProductConnection> {
    if (args.minPrice != null && args.maxPrice != null && args.minPrice > args.maxPrice)
      throw badInput('minPrice cannot be more than maxPrice', 'minPrice');
    const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    return this.page(db, args, first, args.after, withCount);
  }

  /** The legacy REST list: everything matching, newest first (or ranked), capped. */
  async listAll(db: RowSource, filter: ListFilter): Promise<Product[]> {
    const page = await this.page(db, filter, MAX_LEGACY_LIST, undefined, false);
    return page.edges.map((e) => e.node);
  }

  private async page(
    db: RowSource,
    filter: ListFilter,
    first: number,
    after: string | null | undefined,
    withCount: boolean,
  ): Promise<ProductConnection> {
    const search = searchOf(filter.q);
    const plan = sortPlan(filter.sort, !!search);
    const key = after ? decodeCursor(after, plan) : undefined;
    if (after && !key) throw badInput('Invalid cursor', 'after');
    const { text, values } = listingSql(filter, search, plan, key, first + 1, withCount);
    const rows = await readProductRows<PageRow>(db, text, values);
    const hasNextPage = rows.length > first;
    const edges = rows.slice(0, first).map((r) => ({
      cursor: encodeCursor(plan, keyValues(plan, r)),
      node: productFromRow(r),
    }));
    // No row, no total in it: an empty page (or one past the end) counts separately, rarely.
    let counted = edges.length;
    if (withCount) counted = rows[0]?.total ?? (key ? await this.count(db, filter, search) : 0);
    // A search counts one past its cap: then the total is the cap, and said to be a bound.
    const capped = !!search && counted > SEARCH_COUNT_CAP;
    return {
      edges,
      pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: capped ? SEARCH_COUNT_CAP : counted,
      totalCountIsExact: !capped,
    };
  }

  /** How many products match (for a page past the last one, which carries no total). */
  private async count(db: RowSource, filter: ListFilter, search: Search | undefined): Promise<number> {
    const { text, values } = listingSql(filter, search, sortPlan(null, !!search), undefined, 1, true);
    const [row] = await readProductRows<PageRow>(db, text, values);
    return row?.total ?? 0;
  }

  /**
   * A product, or null (missing, or the id is not a UUID); `withRelated` reads its related
   * products in the same statement.
   */
  async get(db: RowSource, id: string, opts: { withRelated?: boolean } = {}): Promise<Product | null> {
    if (opts.withRelated) return productWithRelated(db, id);
    const [row] = await productRowsById(db, [id]);
    return row ? productFromRow(row) : null;
  }

  async getOrFail(db: RowSource, id: string): Promise<Product> {
    const product = await this.get(db, id);
    if (!product) throw notFound(ProductMessages.notFound);
    return product;
  }

  /** Up to 4 products of the same category (case-insensitive), excluding the product; batched. */
  related(db: RowSource, product: Product): Promise<Product[]> {
    return catalogLoaders(db).related.load(product.id);
  }

  /** The shop's category list in its order, with product counts (public, cacheable). */
  categories(em: EntityManager): Promise<CategoryCount[]> {
    return listCategories(em);
  }

  /** The category names in order (what the admin form offers and a product may be filed under). */
  categoryNames(em: EntityManager): Promise<string[]> {
    return categoryNames(em);
  }

  /** Every product's id and last change, for the sitemap (plain rows, one query, capped). */
  async sitemapEntries(db: RowSource): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = await db
      .getConnection()
      .execute<{ id: string; updated_at: Date }[]>(
        `select id, updated_at from products order by created_at, id limit ${SITEMAP_MAX_URLS}`,
        [],
        'all',
      );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }

  // ---------------------------------------------------------------- admin

  async create(
    em: EntityManager,
    viewer: Viewer | null,
    fields: ProductFields,
    image?: Buffer,
  ): Promise<Product> {
    requireAdmin(viewer, ProductMessages.notAdminAdd);
    const values = checkProductFields(fields, false, await categoryNames(em)) as ProductValues;
    const imagePath = image ? await this.deps.images.store(image) : null;
    try {
      const product = await em.transactional(async (tx) => {
        await holdCategory(tx, values.category);
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
    const values = checkProductFields(fields, true, await categoryNames(em));
    const removeImage = fields.removeImage === true || fields.removeImage === 'true';
    const newImage = image ? await this.deps.images.store(image) : null;
    let oldImage: string | null = null;
    try {
      const product = await em.transactional(async (tx) => {
        const p = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!p) throw notFound(ProductMessages.notFound);
        if (values.category) await holdCategory(tx, values.category);
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

  // ---------------------------------------------------------------- categories (admin)

  /** Adds a category at the end of the list; its name must differ from every other (any case). */
  addCategory(em: EntityManager, viewer: Viewer | null, name: unknown): Promise<CategoryRow> {
    requireAdmin(viewer, CategoryMessages.notAdmin);
    return em.transactional(async (tx) => {
      const category = await insertCategory(tx, name);
      await this.deps.events.raise(tx, 'CategoriesChanged', { productIds: [] });
      return category;
    });
  }

  /** Renames a category and, in the same transaction, every product filed under it. */
  renameCategory(em: EntityManager, viewer: Viewer | null, id: string, name: unknown): Promise<CategoryRow> {
    requireAdmin(viewer, CategoryMessages.notAdmin);
    return em.transactional(async (tx) => {
      const { category, productIds } = await renameCategoryRow(tx, id, name);
      await this.deps.events.raise(tx, 'CategoriesChanged', { productIds });
      return category;
    });
  }

  /** Sets or clears (empty) a category's HSN code: invoices issued later print it. */
  setCategoryHsn(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    hsnCode: unknown,
  ): Promise<CategoryRow> {
    requireAdmin(viewer, CategoryMessages.notAdmin);
    return em.transactional(async (tx) => {
      const category = await setCategoryHsnRow(tx, id, hsnCode);
      await this.deps.events.raise(tx, 'CategoriesChanged', { productIds: [] });
      return category;
    });
  }

  /** Removes a category no product uses; refused (409) while products use it. */
  async removeCategory(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ id: string; message: string }> {
    requireAdmin(viewer, CategoryMessages.notAdmin);
    const removed = await em.transactional(async (tx) => {
      const category = await deleteCategoryRow(tx, id);
      await this.deps.events.raise(tx, 'CategoriesChanged', { productIds: [] });
      return category;
    });
    return { id, message: CategoryMessages.removed(removed.name) };
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
