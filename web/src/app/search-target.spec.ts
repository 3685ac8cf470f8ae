import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target';

describe('searchTarget', () => {
  it('goes to /products?q= only for a non-blank trimmed term', () => {
    expect(searchTarget('  phone ')).toBe('/products?q=phone');
    expect(searchTarget('red & blue')).toBe('/products?q=red%20%26%20blue');
    expect(searchTarget('   ')).toBeNull();
    expect(searchTarget('')).toBeNull();
  });
});
