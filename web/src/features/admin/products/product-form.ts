/** The admin product form's rules and the stock filter (unit-tested in product-form.spec.ts). */

export const ADMIN_CATEGORIES = ['Electronics', 'Apparel', 'Accessories', 'Fitness', 'Home'] as const;
export const DEFAULT_CATEGORY = 'Electronics';
/** Below this the admin list highlights the stock (admin spec). */
export const ADMIN_LOW_STOCK = 50;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const ProductFormMessages = {
  name: 'Product name is required',
  category: 'Category is required',
  priceRequired: 'Price is required',
  price: 'Price must be a non-negative number',
  stockRequired: 'Stock is required',
  stock: 'Stock must be a non-negative integer',
  description: 'Description is required',
  imageRequired: 'Please choose a product image',
  image: 'Please upload a valid image (JPEG, PNG, GIF, WEBP)',
  rating: 'Rating must be between 1 and 5',
  reviewText: 'Review text is required',
} as const;

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

/** Categories the form offers: the admin list, plus the product's own one when it is not in it. */
export function categoryOptions(current?: string | null): string[] {
  const list: string[] = [...ADMIN_CATEGORIES];
  if (current && !list.some((c) => c.toLowerCase() === current.toLowerCase())) list.push(current);
  return list;
}

export interface ProductFormValues {
  name: string;
  category: string;
  price: string;
  stock: string;
  description: string;
  image: { type: string } | null;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export function emptyProductForm(): ProductFormValues {
  return { name: '', category: DEFAULT_CATEGORY, price: '', stock: '', description: '', image: null };
}

/**
 * Every field is required (the image only when adding: an edit keeps the current one).
 * Price: a number ≥ 0 (the server keeps two decimals). Stock: a whole number ≥ 0.
 */
export function validateProductForm(
  v: ProductFormValues,
  opts: { imageRequired: boolean },
): ProductFormErrors {
  const e: ProductFormErrors = {};
  if (!v.name.trim()) e.name = ProductFormMessages.name;
  if (!v.category.trim()) e.category = ProductFormMessages.category;
  const price = v.price.trim();
  if (!price) e.price = ProductFormMessages.priceRequired;
  else if (!/^\d+(\.\d+)?$/.test(price) || !Number.isFinite(Number(price)))
    e.price = ProductFormMessages.price;
  const stock = v.stock.trim();
  if (!stock) e.stock = ProductFormMessages.stockRequired;
  else if (!/^\d+$/.test(stock)) e.stock = ProductFormMessages.stock;
  if (!v.description.trim()) e.description = ProductFormMessages.description;
  if (v.image && !isAcceptedImage(v.image)) e.image = ProductFormMessages.image;
  else if (!v.image && opts.imageRequired) e.image = ProductFormMessages.imageRequired;
  return e;
}

/** The admin review form's checks. */
export function adminReviewError(rating: number, text: string): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return ProductFormMessages.rating;
  if (!text.trim()) return ProductFormMessages.reviewText;
  return null;
}
