import { describe, expect, it } from 'vitest';
import { checkCategoryName, slugOf } from './categories.js';

describe('category names', () => {
  it('slugs names for URLs', () => {
    expect(slugOf('Home & Kitchen')).toBe('home-kitchen');
    expect(slugOf('  Stationery ')).toBe('stationery');
  });

  it('cleans and checks a name', () => {
    expect(checkCategoryName('  Arts   and Crafts ')).toEqual({
      name: 'Arts and Crafts',
      slug: 'arts-and-crafts',
    });
    expect(() => checkCategoryName('  ')).toThrow('Category name is required');
    expect(() => checkCategoryName('x'.repeat(41))).toThrow('Category name must be at most 40 characters');
    expect(() => checkCategoryName('—')).toThrow('Category name must contain a letter or a digit');
  });
});
