import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { isHsn, isUuid } from '../../common/validation.js';
import {
  categoriesWithCounts,
  categoryNamed,
  categoryNameRows,
  deleteCategory,
  insertCategoryRow,
  lockCategory,
  lockCategoryList,
  lockProductsOf,
  productsIn,
  productHsnCodes,
  renameCategory,
  setCategoryHsn,
  shareCategory,
  touchProductsOf,
  type CategoryRow,
} from './catalog.sql.js';

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

export type { CategoryRow } from './catalog.sql.js';

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
  return categoriesWithCounts(em);
}

/** The category names in order (what a product may be filed under). */
export async function categoryNames(em: EntityManager): Promise<string[]> {
  return (await categoryNameRows(em)).map((r) => r.name);
}

/** Refuses a name or slug another category has (case-insensitive), before the unique indexes would. */
async function assertFree(em: EntityManager, name: string, slug: string, except?: string): Promise<void> {
  const row = await categoryNamed(em, name, slug, except ?? null);
  if (row) throw conflict(CategoryMessages.exists(row.name));
}

/** Inserts a category at the end of the list. The caller's transaction holds the table lock. */
export async function insertCategory(em: EntityManager, raw: unknown): Promise<CategoryRow> {
  const { name, slug } = checkCategoryName(raw);
  await lockCategoryList(em);
  await assertFree(em, name, slug);
  return insertCategoryRow(em, name, slug);
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
  await lockCategoryList(em);
  const current = await lockedCategory(em, id);
  await assertFree(em, name, slug, id);
  const products = await lockProductsOf(em, current.name);
  await renameCategory(em, id, name, slug);
  if (products.length) await touchProductsOf(em, name);
  return {
    category: { ...current, name, slug, productCount: products.length },
    productIds: products.map((p) => p.id),
  };
}

/** Removes a category no product uses (a used one is refused, naming how many use it). */
export async function deleteCategoryRow(em: EntityManager, id: string): Promise<CategoryRow> {
  await lockCategoryList(em);
  const current = await lockedCategory(em, id);
  const used = await productsIn(em, current.name);
  if (used > 0) throw conflict(CategoryMessages.inUse(current.name, used));
  await deleteCategory(em, id);
  return current;
}

async function lockedCategory(em: EntityManager, id: string): Promise<CategoryRow> {
  if (!isUuid(id)) throw notFound(CategoryMessages.notFound);
  const row = await lockCategory(em, id);
  if (!row) throw notFound(CategoryMessages.notFound);
  return row;
}

/**
 * Inside a product write: holds the category row (a concurrent rename or removal waits for the
 * product's transaction) and refuses a category removed since the fields were checked.
 */
export async function holdCategory(em: EntityManager, name: string): Promise<void> {
  if (!(await shareCategory(em, name))) throw badInput(`Category '${name}' no longer exists`, 'category');
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
  await setCategoryHsn(em, id, hsnCode);
  return { ...current, hsnCode, productCount: await productsIn(em, current.name) };
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
  const list = await productHsnCodes(em, productIds);
  return new Map(list.map((r) => [r.id, r.hsn]));
}
