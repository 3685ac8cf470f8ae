import { describe, expect, it } from 'vitest';
import { readBuyState } from './checkout-state';

describe('the items /buy receives in navigation state', () => {
  it('keeps well-formed items', () => {
    const items = [{ productId: 'p1', name: 'Kettle', price: 999, quantity: 2, imageUrl: null }];
    expect(readBuyState({ items })).toEqual(items);
  });
  it('drops anything without a product id or a positive quantity', () => {
    expect(
      readBuyState({
        items: [
          { productId: 'p1', name: 'A', price: 1, quantity: 0 },
          { name: 'B', price: 1, quantity: 1 },
          null,
          { productId: 'p3', name: 'C', price: 1, quantity: 1 },
        ],
      }).map((i) => i.productId),
    ).toEqual(['p3']);
  });
  it('is empty without state (a reload or a direct visit)', () => {
    expect(readBuyState(null)).toEqual([]);
    expect(readBuyState(undefined)).toEqual([]);
    expect(readBuyState({ items: 'nope' })).toEqual([]);
  });
});
