import { runSql, type RowSource } from '../../common/sql.js';
import { productColumns, type ProductRow } from './product-rows.js';
import { readProductRows } from './product-rows.sql.js';

/**
 * The catalog's hand-written statements (common/sql.ts `runSql`: named, prepared, `$n`; on the
 * transaction's connection when given a transaction's manager). The listing and search SQL
 * (`catalog.service.ts`, `search.ts`) and the product rows (`product-rows.ts`) are not here yet.
 */

// ---------------------------------------------------------------- a product page

/** The products related to `s` (a products row in the enclosing query), best first. */
const relatedOf = (s: string, limit: number) => `select p.* from products p
    where lower(p.category) = lower(${s}.category) and p.id <> ${s}.id
    order by p.featured desc, p.created_at desc, p.id desc
    limit ${limit}`;

/** Each given product's `limit` related products (checked uuids), with its id as `source_id`. */
export function relatedRows(
  db: RowSource,
  ids: readonly string[],
  limit: number,
): Promise<(ProductRow & { source_id: string })[]> {
  return readProductRows(
    db,
    `select s.id as source_id, ${productColumns('r')}
     from products s
     cross join lateral (${relatedOf('s', limit)}) r
     where s.id = any($1::uuid[])`,
    [ids],
  );
}

/** A product page's product and its related products (as JSON rows), in one statement. */
export function productWithRelatedRows(
  db: RowSource,
  id: string,
  limit: number,
): Promise<(ProductRow & { related: ProductRow[] })[]> {
  return readProductRows(
    db,
    `select ${productColumns('s')},
       coalesce((select json_agg(r order by r.featured desc, r.created_at desc, r.id desc)
         from (select ${productColumns('r')} from (${relatedOf('s', limit)}) r) r), '[]'::json)
         as related
     from products s where s.id = $1`,
    [id],
  );
}

// ---------------------------------------------------------------- categories

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  sortOrder: number;
  productCount: number;
  /** The HSN code its products' invoice lines carry (a product may override it). */
  hsnCode: string | null;
}

/** Every category in its order, with how many products each holds (one statement). */
export function categoriesWithCounts(db: RowSource): Promise<CategoryRow[]> {
  return runSql<CategoryRow>(
    db,
    `select c.id, c.name, c.slug, c.sort_order as "sortOrder", c.hsn_code as "hsnCode",
        (select count(*)::int from products p where p.category = c.name) as "productCount"
      from categories c order by c.sort_order, lower(c.name)`,
  );
}

export function categoryNameRows(db: RowSource): Promise<{ name: string }[]> {
  return runSql(db, 'select name from categories order by sort_order, lower(name)');
}

/** A category other than `except` with this name (case-insensitive) or slug. */
export async function categoryNamed(
  db: RowSource,
  name: string,
  slug: string,
  except: string | null,
): Promise<{ name: string } | undefined> {
  const [row] = await runSql<{ name: string }>(
    db,
    `select name from categories where (lower(name) = lower($1) or slug = $2) and id is distinct from $3::uuid`,
    [name, slug, except],
  );
  return row;
}

export async function insertCategoryRow(db: RowSource, name: string, slug: string): Promise<CategoryRow> {
  const [row] = await runSql<CategoryRow>(
    db,
    `insert into categories (name, slug, sort_order)
      values ($1, $2, (select coalesce(max(sort_order), 0) + 10 from categories))
      returning id, name, slug, sort_order as "sortOrder", 0 as "productCount", hsn_code as "hsnCode"`,
    [name, slug],
  );
  return row!;
}

/** The ids of a category's products, their rows locked (a rename touches them). */
export function lockProductsOf(db: RowSource, category: string): Promise<{ id: string }[]> {
  return runSql(db, 'select id from products where category = $1 order by id for update', [category]);
}

export async function renameCategory(db: RowSource, id: string, name: string, slug: string): Promise<void> {
  await runSql(db, 'update categories set name = $1, slug = $2 where id = $3', [name, slug, id]);
}

/** Marks a category's products changed (their category was renamed by the foreign key). */
export async function touchProductsOf(db: RowSource, category: string): Promise<void> {
  await runSql(db, 'update products set updated_at = now() where category = $1', [category]);
}

export async function productsIn(db: RowSource, category: string): Promise<number> {
  const [row] = await runSql<{ n: number }>(
    db,
    'select count(*)::int as n from products where category = $1',
    [category],
  );
  return row?.n ?? 0;
}

export async function setCategoryHsn(db: RowSource, id: string, hsnCode: string | null): Promise<void> {
  await runSql(db, 'update categories set hsn_code = $1 where id = $2', [hsnCode, id]);
}

/** Each product's HSN code: its own, else its category's (null when neither is set). */
export function productHsnCodes(
  db: RowSource,
  productIds: readonly string[],
): Promise<{ id: string; hsn: string | null }[]> {
  return runSql(
    db,
    `select p.id, coalesce(p.hsn_code, c.hsn_code) as hsn
      from products p left join categories c on c.name = p.category
      where p.id = any($1::uuid[])`,
    [[...productIds]],
  );
}

export async function deleteCategory(db: RowSource, id: string): Promise<void> {
  await runSql(db, 'delete from categories where id = $1', [id]);
}

/** One list change at a time: name checks and the next sort order never race (in a transaction). */
export async function lockCategoryList(db: RowSource): Promise<void> {
  await runSql(db, 'lock table categories in share row exclusive mode');
}

export async function lockCategory(db: RowSource, id: string): Promise<CategoryRow | undefined> {
  const [row] = await runSql<CategoryRow>(
    db,
    `select id, name, slug, sort_order as "sortOrder", 0 as "productCount", hsn_code as "hsnCode"
      from categories where id = $1 for update`,
    [id],
  );
  return row;
}

/** Holds a category row for a product write (a rename or removal waits); false when it is gone. */
export async function shareCategory(db: RowSource, name: string): Promise<boolean> {
  const rows = await runSql(db, 'select name from categories where name = $1 for share', [name]);
  return rows.length > 0;
}

// ---------------------------------------------------------------- sitemap

/** Every product's id and last change, oldest first, at most `limit`. */
export function sitemapRows(db: RowSource, limit: number): Promise<{ id: string; updated_at: Date }[]> {
  return runSql(db, 'select id, updated_at from products order by created_at, id limit $1', [limit]);
}

// ---------------------------------------------------------------- seeds

/** Claims a seed's marker; false when it was claimed before (the seed ran once already). */
export async function claimSeedMarker(db: RowSource, name: string): Promise<boolean> {
  const rows = await runSql(
    db,
    'insert into seed_markers (name) values ($1) on conflict do nothing returning name',
    [name],
  );
  return rows.length > 0;
}

export interface SeedProductRow {
  name: string;
  description: string;
  category: string;
  pricePaise: number;
  stock: number;
  imagePath: string;
  featured: boolean;
  createdAt: Date;
}

export async function insertSeedProduct(db: RowSource, p: SeedProductRow): Promise<void> {
  await runSql(
    db,
    `insert into products (name, description, category, price_paise, stock, image_path, featured, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [p.name, p.description, p.category, p.pricePaise, p.stock, p.imagePath, p.featured, p.createdAt],
  );
}

/** The seeded products still in the catalogue (their image paths, `products/seed-…`). */
export function seededProducts(db: RowSource, lock = false): Promise<{ id: string; image_path: string }[]> {
  return runSql(
    db,
    `select id, image_path from products where image_path like 'products/seed-%'${lock ? ' for update' : ''}`,
  );
}
