import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/ui/form-errors';
import { newsletterErrorMessage, newsletterSchema, reviewAccessError, reviewSchema } from './catalog-forms';
import {
  countOf,
  countText,
  descriptionPreview,
  nextIndex,
  pageCount,
  prevIndex,
  productsPath,
  rotationWindow,
  starFill,
  stockLevel,
} from './catalog-helpers';
import { clampQuantity, stockLabel } from './product-helpers';
import { parseListing, priceRangeError } from './listing-params';

describe('descriptionPreview', () => {
  it('keeps short descriptions whole', () => {
    expect(descriptionPreview('A short line.')).toBe('A short line.');
    expect(descriptionPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });
  it('cuts long ones to at most 100 characters plus an ellipsis, at a word when one ends near', () => {
    const text = 'word '.repeat(40).trim();
    const out = descriptionPreview(text);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(101);
    expect(out).toBe(`${'word '.repeat(20).trim()}…`);
  });
  it('cuts mid-word when there is no space near the end', () => {
    expect(descriptionPreview('y'.repeat(150))).toBe(`${'y'.repeat(100)}…`);
  });
  it('collapses whitespace and drops trailing punctuation before the ellipsis', () => {
    expect(descriptionPreview(`${'a'.repeat(80)},\n\n ${'b'.repeat(40)}`)).toBe(`${'a'.repeat(80)}…`);
  });
});

describe('stock', () => {
  it('flags 5 or fewer as low and 0 as out', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-1)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
    expect(stockLabel(3)).toBe('Only 3 left');
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(40)).toBe('In stock');
  });
  it('keeps the quantity within 1..stock', () => {
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(4.7, 10)).toBe(4);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('carousel index math', () => {
  it('wraps forwards and backwards', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
    expect(prevIndex(0, 5)).toBe(4);
    expect(prevIndex(3, 5)).toBe(2);
    expect(nextIndex(0, 0)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
  });
  it('pages featured products four at a time, wrapping the last short page', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(pageCount(6)).toBe(2);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(rotationWindow(items, 0)).toEqual([1, 2, 3, 4]);
    expect(rotationWindow(items, 1)).toEqual([5, 6, 1, 2]);
    expect(rotationWindow(items, 2)).toEqual([3, 4, 5, 6]);
    expect(rotationWindow([1, 2, 3], 1)).toEqual([1, 2, 3]);
  });
});

describe('newsletter messages', () => {
  it('asks for an e-mail when empty', () => {
    expect(schemaErrors(newsletterSchema, { email: '  ' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(schemaErrors(newsletterSchema, { email: 'a@b.in' })).toBeNull();
  });
  it('rewrites the duplicate message and falls back when the server said nothing', () => {
    expect(newsletterErrorMessage('This email is already subscribed')).toBe(
      'This email is already subscribed. Try a different email or unsubscribe first.',
    );
    expect(newsletterErrorMessage(undefined)).toBe('Subscription failed. Please try again.');
    expect(newsletterErrorMessage('Please enter a valid email address')).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('review form', () => {
  const ok = { loggedIn: true, userName: 'Asha' };
  it('checks rating and text first, at the first one missing', () => {
    expect(schemaErrors(reviewSchema, { rating: 0, review: 'Nice' })).toEqual({
      rating: 'Please provide a rating and review',
    });
    expect(schemaErrors(reviewSchema, { rating: 0, review: '' })).toEqual({
      rating: 'Please provide a rating and review',
    });
    expect(schemaErrors(reviewSchema, { rating: 4, review: '  ' })).toEqual({
      review: 'Please provide a rating and review',
    });
    expect(reviewSchema.parse({ rating: 4, review: ' Nice ' })).toEqual({ rating: 4, review: 'Nice' });
  });
  it('then the login, then the profile name', () => {
    expect(reviewAccessError({ ...ok, loggedIn: false })).toBe('Please log in to submit a review');
    expect(reviewAccessError({ ...ok, userName: ' ' })).toBe(
      'User profile incomplete. Please update your profile.',
    );
    expect(reviewAccessError(ok)).toBeNull();
  });
});

describe('productsPath and stars', () => {
  it('builds the list URL from the filters', () => {
    expect(productsPath({})).toBe('/products');
    expect(productsPath({ q: '  tea ', category: 'Home' })).toBe('/products?q=tea&category=Home');
    expect(productsPath({ category: 'Beauty & Care' })).toBe('/products?category=Beauty+%26+Care');
    expect(
      productsPath({
        q: 'tea',
        sort: 'PRICE_ASC',
        minPrice: 100,
        maxPrice: 999.5,
        inStock: true,
        minRating: 4,
      }),
    ).toBe('/products?q=tea&sort=PRICE_ASC&minPrice=100&maxPrice=999.5&inStock=true&minRating=4');
    expect(productsPath({ sort: 'RELEVANCE', inStock: false, minPrice: null })).toBe('/products');
  });

  it('reads the filters back from the URL, dropping values that make no sense', () => {
    const url = '/products?q=tea&sort=PRICE_ASC&minPrice=100&maxPrice=999.5&inStock=true&minRating=4';
    const read = parseListing(new URL(url, 'http://x').searchParams);
    expect(read).toEqual({
      q: 'tea',
      category: '',
      sort: 'PRICE_ASC',
      minPrice: 100,
      maxPrice: 999.5,
      inStock: true,
      minRating: 4,
    });
    expect(productsPath(read)).toBe(url);
    const junk = parseListing(
      new URLSearchParams('sort=cheap&minPrice=-5&maxPrice=abc&inStock=1&minRating=9'),
    );
    expect(junk).toMatchObject({
      sort: null,
      minPrice: null,
      maxPrice: null,
      inStock: false,
      minRating: null,
    });
  });

  it('checks a price range', () => {
    expect(priceRangeError('', '')).toBeNull();
    expect(priceRangeError('100', '')).toBeNull();
    expect(priceRangeError('100', '99.99')).toBe('The minimum price cannot be more than the maximum');
    expect(priceRangeError('-1', '')).toBe('Enter prices in rupees, e.g. 499 or 1299.50');
    expect(priceRangeError('', '1.234')).toBe('Enter prices in rupees, e.g. 499 or 1299.50');
  });
  it('fills stars to the nearest half', () => {
    expect([1, 2, 3, 4, 5].map((s) => starFill(3.6, s))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFill(0, 1)).toBe('empty');
  });
});

describe('result count', () => {
  it('says "1,000+ results" when the server counted a search only up to its bound', () => {
    expect(countText({ totalCount: 1000, totalCountIsExact: false })).toBe('1,000+ results');
    expect(countOf({ totalCount: 1000, totalCountIsExact: false })).toBe('1,000+');
  });

  it('gives an exact count as products, in Indian digit grouping', () => {
    expect(countText({ totalCount: 1, totalCountIsExact: true })).toBe('1 product');
    expect(countText({ totalCount: 42, totalCountIsExact: true })).toBe('42 products');
    expect(countText({ totalCount: 120000, totalCountIsExact: true })).toBe('1,20,000 products');
    expect(countOf({ totalCount: 999, totalCountIsExact: true })).toBe('999');
  });
});
