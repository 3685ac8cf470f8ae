import { describe, expect, it } from 'vitest';
import { formatDate, SHOP_TIME_ZONE } from './dates';

describe('formatDate', () => {
  it("is Intl's en-IN medium date, in the shop's time zone and the visitor's, character for character", () => {
    const shop = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
    const visitor = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
    const instants = [
      Date.UTC(2026, 8, 5, 18, 29, 59, 999), // 23:59:59.999 in India
      Date.UTC(2026, 8, 5, 18, 30), // midnight in India: the next day there
      Date.UTC(2024, 1, 28, 18, 30), // 29 February
      Date.UTC(1945, 11, 31, 23, 59), // before the rule: Intl
      Date.UTC(1900, 0, 1),
      Date.UTC(9999, 11, 31, 18, 29),
      Date.UTC(9999, 11, 31, 18, 30), // year 10000 in India: Intl
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) instants.push(Date.UTC(1946, 0, 1) + random() * 200 * 365.25 * 86_400_000);
    for (const t of instants) {
      const date = new Date(t);
      expect(formatDate(date, 'shop'), date.toISOString()).toBe(shop.format(date));
      expect(formatDate(date.toISOString()), date.toISOString()).toBe(visitor.format(date));
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
