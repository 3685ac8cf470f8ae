import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { isHsn, isUuid } from '../../common/validation.js';

/** The shop's one category list (`categories` table): the admin form and the storefront read it. */

export const MAX_CATEGORY_NAME = 40;

export const CategoryMessages = {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name must be at most ${MAX_CATEGORY_NAME} characters`,
  nameInvalid: 'Category name must contain a letter or a digit',
  exists: (name: string) => `A category named '${name}' already exists`,
  notFound: 'Category not found',
  inUse: (name: string, count: number) =>
    `Category '${name}' is used by ${count} ${count === 1 ? 'product' : 'products'}. Move ${
      count === 1 ? 'it' : 'them'
    } to another category first.`,
  notAdmin: 'You are not authorized to manage categories',
  removed: (name: string) => `Category '${name}' removed`,
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  hsnSaved: (name: string) => `HSN code of '${name}' saved`,
} as const;

/** Runs SQL on the EntityManager's own connection (its transaction, when it has one). */
function rows<R>(em: EntityManager, sql: string, params: unknown[] = []): Promise<R[]> {
  return em.execute<R[]>(sql, params, 'all');
}

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  sortOrder: number;
  productCount: number;
  /** The HSN code its products' invoice lines carry (a product may override it). */
  hsnCode: string | null;
}

/** URL-safe slug of a name: lower case, runs of anything but a-z and 0-9 become one '-'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A clean category name (trimmed, inner spaces collapsed) or the spec-style message. */
export function checkCategoryName(raw: unknown): { name: string; slug: string } {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw badInput(CategoryMessages.nameRequired, 'name');
  if (name.length > MAX_CATEGORY_NAME) throw badInput(CategoryMessages.nameTooLong, 'name');
  const slug = slugOf(name);
  if (!slug) throw badInput(CategoryMessages.nameInvalid, 'name');
  return { name, slug };
}

/** Every category in its order, with how many products each holds (one statement). */
export function listCategories(em: EntityManager): Promise<CategoryRow[]> {
  return rows<CategoryRow>(
    em,
    `select c.id, c.name, c.slug, c.sort_order as "sortOrder", c.hsn_code as "hsnCode",
        (select count(*)::int from products p where p.category = c.name) as "productCount"
      from categories c order by c.sort_order, lower(c.name)`,
  );
}

/** The category names in order (what a product may be filed under). */
export async function categoryNames(em: EntityManager): Promise<string[]> {
  const list = await rows<{ name: string }>(
    em,
    'select name from categories order by sort_order, lower(name)',
  );
  return list.map((r) => r.name);
}

/** Refuses a name or slug another category has (case-insensitive), before the unique indexes would. */
async function assertFree(em: EntityManager, name: string, slug: string, except?: string): Promise<void> {
  const [row] = await rows<{ name: string }>(
    em,
    `select name from categories where (lower(name) = lower(?) or slug = ?) and id is distinct from ?::uuid`,
    [name, slug, except ?? null],
  );
  if (row) throw conflict(CategoryMessages.exists(row.name));
}

/** Inserts a category at the end of the list. The caller's transaction holds the table lock. */
export async function insertCategory(em: EntityManager, raw: unknown): Promise<CategoryRow> {
  const { name, slug } = checkCategoryName(raw);
  await lockList(em);
  await assertFree(em, name, slug);
  const [row] = await rows<CategoryRow>(
    em,
    `insert into categories (name, slug, sort_order)
      values (?, ?, (select coalesce(max(sort_order), 0) + 10 from categories))
      returning id, name, slug, sort_order as "sortOrder", 0 as "productCount"`,
    [name, slug],
  );
  return row!;
}

/**
 * Renames a category; the products' foreign key (on update cascade) renames their category in the
 * same statement. Answers the category and the ids of the products that moved with it.
 */
export async function renameCategoryRow(
  em: EntityManager,
  id: string,
  raw: unknown,
): Promise<{ category: CategoryRow; productIds: string[] }> {
  const { name, slug } = checkCategoryName(raw);
  await lockList(em);
  const current = await lockedCategory(em, id);
  await assertFree(em, name, slug, id);
  const products = await rows<{ id: string }>(
    em,
    'select id from products where category = ? order by id for update',
    [current.name],
  );
  await rows(em, 'update categories set name = ?, slug = ? where id = ?', [name, slug, id]);
  if (products.length) await rows(em, 'update products set updated_at = now() where category = ?', [name]);
  return {
    category: { ...current, name, slug, productCount: products.length },
    productIds: products.map((p) => p.id),
  };
}

/** Removes a category no product uses (a used one is refused, naming how many use it). */
export async function deleteCategoryRow(em: EntityManager, id: string): Promise<CategoryRow> {
  await lockList(em);
  const current = await lockedCategory(em, id);
  const [used] = await rows<{ n: number }>(em, 'select count(*)::int as n from products where category = ?', [
    current.name,
  ]);
  if (used!.n > 0) throw conflict(CategoryMessages.inUse(current.name, used!.n));
  await rows(em, 'delete from categories where id = ?', [id]);
  return current;
}

/** One list change at a time: name checks and the next sort order never race. */
async function lockList(em: EntityManager): Promise<void> {
  await rows(em, 'lock table categories in share row exclusive mode');
}

async function lockedCategory(em: EntityManager, id: string): Promise<CategoryRow> {
  if (!isUuid(id)) throw notFound(CategoryMessages.notFound);
  const [row] = await rows<CategoryRow>(
    em,
    `select id, name, slug, sort_order as "sortOrder", 0 as "productCount", hsn_code as "hsnCode"
     from categories where id = ? for update`,
    [id],
  );
  if (!row) throw notFound(CategoryMessages.notFound);
  return row;
}

/**
 * Inside a product write: holds the category row (a concurrent rename or removal waits for the
 * product's transaction) and refuses a category removed since the fields were checked.
 */
export async function holdCategory(em: EntityManager, name: string): Promise<void> {
  const [row] = await rows<{ name: string }>(em, 'select name from categories where name = ? for share', [
    name,
  ]);
  if (!row) throw badInput(`Category '${name}' no longer exists`, 'category');
}

/** A clean HSN code (4, 6 or 8 digits), null for an empty one, or the message. */
export function checkHsn(raw: unknown, field = 'hsnCode'): string | null {
  if (raw === null || raw === undefined) return null;
  const code = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
  if (typeof raw === 'string' && code === '') return null;
  if (!isHsn(code)) throw badInput(CategoryMessages.hsnInvalid, field);
  return code;
}

/** Sets (or clears) a category's HSN code. */
export async function setCategoryHsnRow(em: EntityManager, id: string, raw: unknown): Promise<CategoryRow> {
  const hsnCode = checkHsn(raw);
  const current = await lockedCategory(em, id);
  await rows(em, 'update categories set hsn_code = ? where id = ?', [hsnCode, id]);
  const [used] = await rows<{ n: number }>(em, 'select count(*)::int as n from products where category = ?', [
    current.name,
  ]);
  return { ...current, hsnCode, productCount: used!.n };
}

/**
 * The HSN code each product's invoice line carries: its own, else its category's (null when
 * neither is set). Read inside the order's transaction, so the invoice keeps what stood then.
 */
export async function hsnCodesOf(
  em: EntityManager,
  productIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (!productIds.length) return new Map();
  const list = await rows<{ id: string; hsn: string | null }>(
    em,
    `select p.id, coalesce(p.hsn_code, c.hsn_code) as hsn
     from products p left join categories c on c.name = p.category
     where p.id in (${productIds.map(() => '?').join(', ')})`,
    [...productIds],
  );
  return new Map(list.map((r) => [r.id, r.hsn]));
}
