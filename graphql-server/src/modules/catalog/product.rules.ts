import { badInput } from '../../common/errors.js';
import { rupeesToPaise } from '../../common/money.js';
import type { ProductFields } from './catalog.inputs.js';
import { checkHsn } from './categories.js';

export const MAX_PRICE_PAISE = 1_00_00_000 * 100; // ₹1,00,00,000
export const MAX_STOCK = 1_000_000;

export const ProductMessages = {
  nameRequired: 'Product name is required',
  nameTooLong: 'Product name must be at most 200 characters',
  categoryRequired: 'Category is required',
  categoryInvalid: (categories: readonly string[]) => `Category must be one of: ${categories.join(', ')}`,
  price: 'Price must be a non-negative number',
  priceTooHigh: 'Price must be at most ₹1,00,00,000',
  stock: 'Stock must be a non-negative integer',
  stockTooHigh: `Stock must be at most ${MAX_STOCK.toLocaleString('en-IN')}`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  notFound: 'Product not found',
  notAdminAdd: 'You are not authorized to add products',
  notAdminUpdate: 'You are not authorized to update products',
  notAdminDelete: 'You are not authorized to delete products',
  deleted: 'Product deleted successfully',
} as const;

export interface ProductValues {
  name: string;
  category: string;
  pricePaise: number;
  stock: number;
  description: string;
  featured?: boolean;
  hsnCode?: string | null;
}

const given = (v: unknown) => v !== undefined && v !== null;

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** Canonical spelling of a category of the list (matched case-insensitively), else undefined. */
export function canonicalCategory(value: string, categories: readonly string[]): string | undefined {
  const lower = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return categories.find((c) => c.toLowerCase() === lower);
}

function parseBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 'off' || v === '') return false;
  return undefined;
}

/**
 * Checks admin product fields (numbers or, from multipart forms, strings) in form order and
 * answers clean values. With `partial`, absent fields are skipped (updates change only what is given).
 * `categories` is the shop's category list (the `categories` table).
 */
export function checkProductFields(
  fields: ProductFields,
  partial: boolean,
  categories: readonly string[],
): Partial<ProductValues> {
  const out: Partial<ProductValues> = {};
  if (!partial || given(fields.name)) {
    const name = text(fields.name);
    if (!name) throw badInput(ProductMessages.nameRequired, 'name');
    if (name.length > 200) throw badInput(ProductMessages.nameTooLong, 'name');
    out.name = name;
  }
  if (!partial || given(fields.category)) {
    const raw = text(fields.category);
    if (!raw) throw badInput(ProductMessages.categoryRequired, 'category');
    const category = canonicalCategory(raw, categories);
    if (!category) throw badInput(ProductMessages.categoryInvalid(categories), 'category');
    out.category = category;
  }
  if (!partial || given(fields.price)) {
    const p = fields.price;
    const n =
      typeof p === 'number' ? p : typeof p === 'string' && p.trim() !== '' ? Number(p.trim()) : Number.NaN;
    if (!Number.isFinite(n) || n < 0) throw badInput(ProductMessages.price, 'price');
    const paise = rupeesToPaise(n);
    if (paise > MAX_PRICE_PAISE) throw badInput(ProductMessages.priceTooHigh, 'price');
    out.pricePaise = paise;
  }
  if (!partial || given(fields.stock)) {
    const s = fields.stock;
    const n =
      typeof s === 'number' ? s : typeof s === 'string' && /^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN;
    if (!Number.isInteger(n) || n < 0) throw badInput(ProductMessages.stock, 'stock');
    if (n > MAX_STOCK) throw badInput(ProductMessages.stockTooHigh, 'stock');
    out.stock = n;
  }
  if (!partial || given(fields.description)) {
    const description = text(fields.description);
    if (!description) throw badInput(ProductMessages.descriptionRequired, 'description');
    if (description.length > 5000) throw badInput(ProductMessages.descriptionTooLong, 'description');
    out.description = description;
  }
  if (fields.hsnCode !== undefined) out.hsnCode = checkHsn(fields.hsnCode);
  if (given(fields.featured)) {
    const featured = parseBoolean(fields.featured);
    if (featured !== undefined) out.featured = featured;
  }
  return out;
}
