import { describe, expect, it } from 'vitest';
import { canonicalCategory, checkProductFields, ProductMessages } from './product.rules.js';

const LIST = ['Electronics', 'Fashion', 'Home', 'Beauty', 'Sports', 'Apparel', 'Accessories', 'Fitness'];

const valid = {
  name: ' Kettle ',
  category: 'home',
  price: '1299.50',
  stock: '12',
  description: 'Steel kettle',
};

const failure = (f: Record<string, unknown>, partial = false) => {
  try {
    checkProductFields(f, partial, LIST);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('checkProductFields', () => {
  it('cleans form strings into values', () => {
    expect(checkProductFields(valid, false, LIST)).toEqual({
      name: 'Kettle',
      category: 'Home',
      pricePaise: 129950,
      stock: 12,
      description: 'Steel kettle',
    });
  });

  it('answers the spec messages', () => {
    expect(failure({ ...valid, price: -1 })).toBe(ProductMessages.price);
    expect(failure({ ...valid, price: 'abc' })).toBe(ProductMessages.price);
    expect(failure({ ...valid, price: '' })).toBe(ProductMessages.price);
    expect(failure({ ...valid, stock: '1.5' })).toBe(ProductMessages.stock);
    expect(failure({ ...valid, stock: -2 })).toBe(ProductMessages.stock);
    expect(failure({ ...valid, stock: 2.5 })).toBe(ProductMessages.stock);
    expect(failure({ ...valid, name: '  ' })).toBe(ProductMessages.nameRequired);
    expect(failure({ ...valid, category: 'Toys' })).toBe(
      'Category must be one of: Electronics, Fashion, Home, Beauty, Sports, Apparel, Accessories, Fitness',
    );
    expect(ProductMessages.categoryInvalid(['A', 'B'])).toBe('Category must be one of: A, B');
    expect(failure({ ...valid, description: undefined })).toBe(ProductMessages.descriptionRequired);
  });

  it('checks only given fields on update', () => {
    expect(checkProductFields({ stock: 0 }, true, LIST)).toEqual({ stock: 0 });
    expect(failure({ price: -0.01 }, true)).toBe(ProductMessages.price);
    expect(checkProductFields({ featured: 'true' }, true, LIST)).toEqual({ featured: true });
  });

  it('accepts the categories of the list case-insensitively', () => {
    expect(canonicalCategory('fitness', LIST)).toBe('Fitness');
    expect(canonicalCategory(' BEAUTY ', LIST)).toBe('Beauty');
    expect(canonicalCategory('Toys', LIST)).toBeUndefined();
    expect(canonicalCategory('toys', [...LIST, 'Toys'])).toBe('Toys');
  });
});
