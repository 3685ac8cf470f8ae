import { describe, expect, it } from 'vitest';
import { badgeCount, formatINR } from './format';

describe('formatINR', () => {
  it('groups in the Indian system with two decimals', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(999)).toBe('₹999.00');
  });

  it("is Intl's en-IN currency format, character for character", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const edges = [
      0,
      -0,
      -0.001,
      0.004,
      0.005,
      0.995,
      1.005,
      1.015,
      2.675,
      999.995,
      99999.995,
      0.1 + 0.2,
      -1234.5,
      1e-7,
      123456789.125,
      12345678901234.56,
      1e15,
      1e21,
      -1e21,
      Number.MAX_SAFE_INTEGER,
      NaN,
      Infinity,
      -Infinity,
    ];
    // Amounts as the server sends them, sums and products of them, and arbitrary doubles of every size.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [...edges];
    for (let i = 0; i < 4000; i++) {
      const scale = 10 ** Math.floor(random() * 12);
      values.push(Math.round(random() * scale * 100) / 100);
      values.push(random() * scale * (random() < 0.2 ? -1 : 1));
      values.push((Math.round(random() * 100000) / 100) * Math.ceil(random() * 7) * 1.18);
    }
    for (const value of values) expect(formatINR(value), String(value)).toBe(intl.format(value));
  });
});

describe('badgeCount', () => {
  it('caps at 9+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
  });
});
