/** The admin product form's rules and the stock filter (unit-tested in product-form.spec.ts). */
import * as z from 'zod/mini';
import { HSN_PATTERN } from '../categories/category-form';
import { ProductFormMessages } from '../messages';

/** Below this the admin list highlights the stock (admin spec). */
export const ADMIN_LOW_STOCK = 50;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type StockFilterValue = 'ALL' | 'LOW' | 'IN' | 'OUT';

export const STOCK_FILTERS: Array<{ value: StockFilterValue; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'LOW', label: 'Low (1–49)' },
  { value: 'IN', label: 'In stock (50+)' },
  { value: 'OUT', label: 'Out of stock (0)' },
];

/** Which filter bucket a stock level falls in: Out = 0, Low = 1..49, In = 50 or more. */
export function stockBucket(stock: number): Exclude<StockFilterValue, 'ALL'> {
  if (stock <= 0) return 'OUT';
  return stock < ADMIN_LOW_STOCK ? 'LOW' : 'IN';
}

export function matchesStockFilter(stock: number, filter: StockFilterValue): boolean {
  return filter === 'ALL' || stockBucket(stock) === filter;
}

/** Stock below 50 is highlighted in the admin list. */
export function isLowForAdmin(stock: number): boolean {
  return stock < ADMIN_LOW_STOCK;
}

export function isAcceptedImage(file: { type: string }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * Categories the form offers: the shop's list (the `categories` query, which the admin edits),
 * plus the product's own one while it is not in the loaded list.
 */
export function categoryOptions(categories: readonly string[], current?: string | null): string[] {
  const list = [...categories];
  if (current && !list.some((c) => c.toLowerCase() === current.toLowerCase())) list.push(current);
  return list;
}

/** What the form holds: text as typed, and the chosen image file (or none). */
export interface ProductFormValues<T extends { type: string } = File> {
  name: string;
  category: string;
  price: string;
  stock: string;
  description: string;
  /** 4, 6 or 8 digits, or empty: the category's code applies */
  hsnCode: string;
  image: T | null;
}

/** An empty form; `category` is the first of the shop's list. */
export function emptyProductForm<T extends { type: string } = File>(category = ''): ProductFormValues<T> {
  return { name: '', category, price: '', stock: '', description: '', hsnCode: '', image: null };
}

/** The chosen image: one of the accepted types; required only when adding (an edit keeps the current one). */
function imageRule<T extends { type: string }>(imageRequired: boolean) {
  return z.custom<T | null>().check(
    z.superRefine((file, ctx) => {
      if (file && !isAcceptedImage(file))
        ctx.addIssue({ code: 'custom', message: ProductFormMessages.image });
      else if (!file && imageRequired)
        ctx.addIssue({ code: 'custom', message: ProductFormMessages.imageRequired });
    }),
  );
}

/**
 * Every field is required (the image only when adding) but the HSN code (4, 6 or 8 digits, or empty). Price: a number ≥ 0 (the server keeps two
 * decimals). Stock: a whole number ≥ 0. The output carries numbers and trimmed text.
 */
export function productFormSchema<T extends { type: string } = File>(opts: { imageRequired: boolean }) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, ProductFormMessages.name)),
    category: z.string().check(z.trim(), z.minLength(1, ProductFormMessages.category)),
    price: z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, ProductFormMessages.priceRequired),
        z.regex(/^\d+(\.\d+)?$/, ProductFormMessages.price),
        z.refine((v) => Number.isFinite(Number(v)), ProductFormMessages.price),
      ),
      z.transform(Number),
    ),
    stock: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, ProductFormMessages.stockRequired),
          z.regex(/^\d+$/, ProductFormMessages.stock),
        ),
      z.transform(Number),
    ),
    description: z.string().check(z.trim(), z.minLength(1, ProductFormMessages.description)),
    hsnCode: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || HSN_PATTERN.test(v), ProductFormMessages.hsn),
    ),
    image: imageRule<T>(opts.imageRequired),
  });
}

/** The admin review form's checks. */
export const adminReviewSchema = z.object({
  rating: z
    .number()
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, ProductFormMessages.rating)),
  review: z.string().check(z.trim(), z.minLength(1, ProductFormMessages.reviewText)),
});
