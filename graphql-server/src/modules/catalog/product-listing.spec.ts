import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  keysetSql,
  orderBySql,
  ProductSort,
  sortPlan,
} from './product-listing.js';

const id = '0b0f3c1e-8a1d-4f7e-9a44-3b2f6c8d9e01';
const at = '2026-11-22 00:11:51.123456+00';

describe('sort plans', () => {
  it('ranks by relevance only when searching, else newest first', () => {
    expect(sortPlan(ProductSort.RELEVANCE, true).keys.map((k) => k.column)).toEqual([
      'rank',
      'created_at',
      'id',
    ]);
    expect(sortPlan(ProductSort.RELEVANCE, false).sort).toBe(ProductSort.NEWEST);
    expect(sortPlan(null, false).sort).toBe(ProductSort.NEWEST);
    expect(sortPlan(ProductSort.PRICE_ASC, true).sort).toBe(ProductSort.PRICE_ASC);
  });

  it('ends every order with the id and pages with a matching row comparison', () => {
    for (const sort of Object.values(ProductSort)) {
      const plan = sortPlan(sort, true);
      expect(plan.keys.at(-1)!.column).toBe('id');
      expect(orderBySql(plan).split(', ')).toHaveLength(plan.keys.length);
    }
    expect(orderBySql(sortPlan(ProductSort.PRICE_ASC, false))).toBe('price_paise asc, id asc');
    const param = (i: number, kind: string) => `$${i + 1}::${kind}`;
    expect(keysetSql(sortPlan(ProductSort.PRICE_ASC, false), param, 'p.')).toBe(
      '(p.price_paise, p.id) > ($1::int, $2::uuid)',
    );
    expect(keysetSql(sortPlan(ProductSort.RATING, false), param)).toBe(
      '(rating_avg, review_count, id) < ($1::numeric, $2::int, $3::uuid)',
    );
  });
});

describe('cursors', () => {
  it('round-trip the key values of their own sort only', () => {
    const newest = sortPlan(ProductSort.NEWEST, false);
    expect(decodeCursor(encodeCursor(newest, [at, id]), newest)).toEqual([at, id]);
    const rating = sortPlan(ProductSort.RATING, false);
    expect(decodeCursor(encodeCursor(rating, ['4.5', '12', id]), rating)).toEqual(['4.5', '12', id]);
    // A cursor of another sort is refused, even with the same number of keys.
    const priceAsc = sortPlan(ProductSort.PRICE_ASC, false);
    const priceDesc = sortPlan(ProductSort.PRICE_DESC, false);
    expect(decodeCursor(encodeCursor(priceAsc, ['149900', id]), priceDesc)).toBeUndefined();
  });

  it('refuse tampered or malformed cursors', () => {
    const plan = sortPlan(ProductSort.PRICE_ASC, false);
    const raw = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(decodeCursor('not-a-cursor', plan)).toBeUndefined();
    expect(decodeCursor(raw(['PRICE_ASC', '1; drop table', id]), plan)).toBeUndefined();
    expect(decodeCursor(raw(['PRICE_ASC', '100', 'nope']), plan)).toBeUndefined();
    expect(decodeCursor(raw(['PRICE_ASC', 100, id]), plan)).toBeUndefined();
    expect(decodeCursor(raw({ a: 1 }), plan)).toBeUndefined();
  });

  it('never throw on arbitrary input', () => {
    const plan = sortPlan(ProductSort.RELEVANCE, true);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = decodeCursor(s, plan);
        expect(out === undefined || out.length === 3).toBe(true);
      }),
    );
  });
});
