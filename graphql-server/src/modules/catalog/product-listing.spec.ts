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
/** 2026-11-22 00:11:51.123456 UTC as microseconds since 1970, as the listing's SQL gives it. */
const at = '1795306311123456';

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
  const newest = sortPlan(ProductSort.NEWEST, false);
  const rating = sortPlan(ProductSort.RATING, false);
  const ranked = sortPlan(ProductSort.RELEVANCE, true);
  const priceAsc = sortPlan(ProductSort.PRICE_ASC, false);
  const priceDesc = sortPlan(ProductSort.PRICE_DESC, false);
  /** How the first cursors were written (base64url of a JSON array), still read. */
  const legacy = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

  it('round-trip the key values of their own sort only', () => {
    // A timestamp comes back as the same instant in ISO 8601 (UTC, to the microsecond).
    expect(decodeCursor(encodeCursor(newest, [at, id]), newest)).toEqual(['2026-11-22T00:11:51.123456Z', id]);
    expect(decodeCursor(encodeCursor(rating, ['4.5', '12', id]), rating)).toEqual(['4.5', '12', id]);
    expect(decodeCursor(encodeCursor(ranked, ['10.731246', at, id]), ranked)).toEqual([
      '10.731246',
      '2026-11-22T00:11:51.123456Z',
      id,
    ]);
    expect(decodeCursor(encodeCursor(priceAsc, ['-149900', id]), priceAsc)).toEqual(['-149900', id]);
    // A cursor of another sort is refused, even with the same number of keys.
    expect(decodeCursor(encodeCursor(priceAsc, ['149900', id]), priceDesc)).toBeUndefined();
  });

  it('pack in every sort (each has its number)', () => {
    const sample = { numeric: '4.5', int: '12', timestamptz: at, uuid: id };
    for (const sort of Object.values(ProductSort)) {
      const plan = sortPlan(sort, true);
      const cursor = encodeCursor(
        plan,
        plan.keys.map((k) => sample[k.kind]),
      );
      expect(cursor.startsWith('WyJ')).toBe(false);
      expect(decodeCursor(cursor, plan)).toHaveLength(plan.keys.length);
    }
  });

  it("give back a timestamp's microseconds as the same instant in ISO 8601, to the microsecond", () => {
    const instant = (micros: string) => decodeCursor(encodeCursor(newest, [micros, id]), newest)?.[0];
    expect(instant('0')).toBe('1970-01-01T00:00:00.000000Z');
    expect(instant('-1')).toBe('1969-12-31T23:59:59.999999Z');
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: 0, max: 999 }),
        (ms, micro) => {
          const iso = new Date(ms).toISOString();
          expect(instant(String(ms * 1000 + micro))).toBe(
            `${iso.slice(0, 23)}${String(micro).padStart(3, '0')}Z`,
          );
        },
      ),
    );
  });

  it('write a timestamp that is not whole microseconds (or is past 2255) the first way', () => {
    // Refused when read: only a timestamp PostgreSQL prints (a first cursor's) reads that way.
    for (const value of ['1.5', '9007199254740993', '']) {
      const cursor = encodeCursor(newest, [value, id]);
      expect(cursor.startsWith('WyJ'), value).toBe(true);
      expect(decodeCursor(cursor, newest), value).toBeUndefined();
    }
  });

  it('are short: 34 characters for the newest-first listing', () => {
    expect(encodeCursor(newest, [at, id])).toHaveLength(34);
    expect(encodeCursor(newest, [at, id])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('still read the first cursors, and write that way a value that does not pack', () => {
    const printed = '2026-11-22 00:11:51.123456+00'; // what the first cursors held of a timestamp
    expect(decodeCursor(legacy(['NEWEST', printed, id]), newest)).toEqual([printed, id]);
    expect(decodeCursor(legacy(['PRICE_ASC', '149900', id]), priceDesc)).toBeUndefined();
    const wide = encodeCursor(priceAsc, ['9999999999', id]); // past a 4-byte int
    expect(wide.startsWith('WyJ')).toBe(true);
    expect(decodeCursor(wide, priceAsc)).toEqual(['9999999999', id]);
  });

  it('refuse tampered or malformed cursors', () => {
    const plan = priceAsc;
    expect(decodeCursor('not-a-cursor', plan)).toBeUndefined();
    expect(decodeCursor('', plan)).toBeUndefined();
    expect(decodeCursor(legacy(['PRICE_ASC', '1; drop table', id]), plan)).toBeUndefined();
    expect(decodeCursor(legacy(['PRICE_ASC', '100', 'nope']), plan)).toBeUndefined();
    expect(decodeCursor(legacy(['PRICE_ASC', 100, id]), plan)).toBeUndefined();
    expect(decodeCursor(legacy({ a: 1 }), plan)).toBeUndefined();
    const good = encodeCursor(plan, ['149900', id]);
    const bytes = Buffer.from(good, 'base64url');
    expect(decodeCursor(bytes.subarray(0, -1).toString('base64url'), plan)).toBeUndefined();
    expect(decodeCursor(Buffer.concat([bytes, Buffer.of(0)]).toString('base64url'), plan)).toBeUndefined();
    expect(decodeCursor(`${good}=`, plan)).toBeUndefined();
    const numeric = Buffer.from(encodeCursor(rating, ['4.5', '12', id]), 'base64url');
    numeric.write('4;5', 2, 'latin1');
    expect(decodeCursor(numeric.toString('base64url'), rating)).toBeUndefined();
  });

  it('never throw on arbitrary input', () => {
    const plans = Object.values(ProductSort).map((sort) => sortPlan(sort, true));
    fc.assert(
      fc.property(fc.string(), fc.uint8Array({ maxLength: 60 }), (s, bytes) => {
        for (const plan of plans)
          for (const cursor of [s, Buffer.from(bytes).toString('base64url')]) {
            const out = decodeCursor(cursor, plan);
            expect(out === undefined || out.length === plan.keys.length).toBe(true);
          }
      }),
    );
  });
});
