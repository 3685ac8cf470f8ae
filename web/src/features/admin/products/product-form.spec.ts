import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../components/ui/form-errors';
import {
  adminReviewSchema,
  categoryOptions,
  emptyProductForm,
  isLowForAdmin,
  matchesStockFilter,
  productFormSchema,
  stockBucket,
  type ProductFormValues,
} from './product-form';

const validateProductForm = (v: ProductFormValues<{ type: string }>, opts: { imageRequired: boolean }) =>
  schemaErrors(productFormSchema<{ type: string }>(opts), v) ?? {};
const adminReviewError = (rating: number, review: string) =>
  Object.values(schemaErrors(adminReviewSchema, { rating, review }) ?? {})[0] ?? null;

const png = { type: 'image/png' };
const valid = {
  name: 'Kettle',
  category: 'Home',
  price: '999.50',
  stock: '12',
  description: 'Boils water.',
  hsnCode: '',
  image: png,
};

describe('stock filter', () => {
  it('buckets Out = 0, Low = 1..49, In = 50+', () => {
    expect(stockBucket(0)).toBe('OUT');
    expect(stockBucket(1)).toBe('LOW');
    expect(stockBucket(49)).toBe('LOW');
    expect(stockBucket(50)).toBe('IN');
    expect(matchesStockFilter(0, 'ALL')).toBe(true);
    expect(matchesStockFilter(10, 'IN')).toBe(false);
    expect(matchesStockFilter(10, 'LOW')).toBe(true);
    expect(isLowForAdmin(49)).toBe(true);
    expect(isLowForAdmin(50)).toBe(false);
  });
});

describe('validateProductForm', () => {
  it('accepts a complete form and hands on numbers and trimmed text', () => {
    expect(validateProductForm(valid, { imageRequired: true })).toEqual({});
    expect(
      productFormSchema<{ type: string }>({ imageRequired: true }).parse({ ...valid, name: ' Kettle ' }),
    ).toEqual({ ...valid, price: 999.5, stock: 12 });
  });
  it('requires every field (the image only when adding)', () => {
    const e = validateProductForm({ ...emptyProductForm(), category: '' }, { imageRequired: true });
    expect(e).toEqual({
      name: 'Product name is required',
      category: 'Category is required',
      price: 'Price is required',
      stock: 'Stock is required',
      description: 'Description is required',
      image: 'Please choose a product image',
    });
    expect(validateProductForm({ ...valid, image: null }, { imageRequired: false })).toEqual({});
  });
  it('uses the spec messages for price, stock and image type', () => {
    expect(validateProductForm({ ...valid, price: '-1' }, { imageRequired: false }).price).toBe(
      'Price must be a non-negative number',
    );
    expect(validateProductForm({ ...valid, price: 'abc' }, { imageRequired: false }).price).toBe(
      'Price must be a non-negative number',
    );
    expect(validateProductForm({ ...valid, price: '0' }, { imageRequired: false }).price).toBeUndefined();
    expect(validateProductForm({ ...valid, stock: '2.5' }, { imageRequired: false }).stock).toBe(
      'Stock must be a non-negative integer',
    );
    expect(validateProductForm({ ...valid, stock: '-3' }, { imageRequired: false }).stock).toBe(
      'Stock must be a non-negative integer',
    );
    expect(
      validateProductForm({ ...valid, image: { type: 'image/svg+xml' } }, { imageRequired: false }).image,
    ).toBe('Please upload a valid image (JPEG, PNG, GIF, WEBP)');
    for (const type of ['image/jpeg', 'image/gif', 'image/webp'])
      expect(
        validateProductForm({ ...valid, image: { type } }, { imageRequired: true }).image,
      ).toBeUndefined();
  });
});

describe('categories and the admin review form', () => {
  it("offers the shop's list plus the product's own category", () => {
    const list = ['Electronics', 'Fashion', 'Home'];
    expect(categoryOptions(list)).toEqual(list);
    expect(categoryOptions(list, 'Beauty')).toEqual([...list, 'Beauty']);
    expect(categoryOptions(list, 'home')).toHaveLength(3);
    expect(emptyProductForm('Electronics').category).toBe('Electronics');
  });
  it('checks rating 1..5 then text', () => {
    expect(adminReviewError(0, 'ok')).toBe('Rating must be between 1 and 5');
    expect(adminReviewError(6, 'ok')).toBe('Rating must be between 1 and 5');
    expect(adminReviewError(3, ' ')).toBe('Review text is required');
    expect(adminReviewError(5, 'Great')).toBeNull();
  });
});

describe('the HSN code', () => {
  it('is optional; else 4, 6 or 8 digits', () => {
    for (const hsnCode of ['', '9405', '851610', '85161000', ' 9405 '])
      expect(validateProductForm({ ...valid, hsnCode }, { imageRequired: true }), hsnCode).toEqual({});
    for (const hsnCode of ['940', '94051', '8516100', '851610001', '94O5'])
      expect(validateProductForm({ ...valid, hsnCode }, { imageRequired: true }), hsnCode).toEqual({
        hsnCode: 'HSN code must be 4, 6 or 8 digits',
      });
  });
});
