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
import type { CategoryCount, ProductConnection } from './catalog.types.js';
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
import type { RowSource } from '../../common/sql.js';
import { filtered } from '../../common/local-fanout.js';
import { Topic, type ProductChangedSignal, type ShopPubSub } from '../../common/pubsub.js';
import { cursorColumn, decodeCursor, encodeCursor, sortPlan, type SortPlan } from './product-listing.js';
import { productFromRow } from './product-rows.js';
import { productRowsById, readProductRows } from './product-rows.sql.js';
import { searchOf, type Search } from './search.js';
import { correctedSearch } from './search-words.sql.js';
import { listingSql, SEARCH_COUNT_CAP, type ListFilter, type PageRow } from './listing.sql.js';
import { sitemapRows } from './catalog.sql.js';

/** Most products a single legacy REST list answers. */
export const MAX_LEGACY_LIST = 500;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the home and listing pages take two. */
const SITEMAP_MAX_URLS = 49_998;

interface CatalogDeps {
  events: EventRaiser<CatalogEvents>;
  images: ProductImages;
  log: Logger;
  pubSub: ShopPubSub;
  /** Whether an order line still shows an image (orders' face: catalog reads no order table). */
  imageShownByOrders: (db: RowSource, imagePath: string) => Promise<boolean>;
}

/**
 * A row's sort key values as PostgreSQL prints them (what a cursor holds). Every key has a column
 * of the row (`cursorColumn`): numerics come as PostgreSQL's text, uuids as text, integers as
 * numbers printed the same, timestamps as their microseconds since 1970 (computed by the SQL).
 */
const keyValues = (plan: SortPlan, row: PageRow) =>
  plan.keys.map((k) => String(row[cursorColumn(k) as keyof PageRow]));

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
    let search = searchOf(filter.q);
    const plan = sortPlan(filter.sort, !!search);
    const key = after ? decodeCursor(after, plan) : undefined;
    if (after && !key) throw badInput('Invalid cursor', 'after');
    const read = (s: Search | undefined) => {
      const { text, values } = listingSql(filter, s, plan, key, first + 1, withCount);
      return readProductRows<PageRow>(db, text, values);
    };
    let rows = await read(search);
    // Nothing as typed: the words no catalogue word contains are read as the nearest one
    // ("hedphones" → headphones), and the search runs once more (later pages do the same).
    if (!rows.length && search) {
      const corrected = await correctedSearch(db, search);
      if (corrected) rows = await read((search = corrected));
    }
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
    const rows = await sitemapRows(db, SITEMAP_MAX_URLS);
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
        await this.deps.events.raise(tx, 'ProductChanged', { productId: p.id, change: 'created' });
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
        await this.deps.events.raise(tx, 'ProductChanged', { productId: p.id, change: 'updated' });
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
      await this.deps.events.raise(tx, 'ProductChanged', { productId: id, change: 'deleted' });
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
      if (await this.deps.imageShownByOrders(em, imagePath)) return;
      await this.deps.images.remove(imagePath);
    } catch (err) {
      this.deps.log.warn({ err, imagePath }, 'could not remove an old product image');
    }
  }
}
