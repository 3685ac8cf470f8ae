import { describe, expect, it } from 'vitest';
import { badgeCount, formatINR } from './format';

describe('formatINR', () => {
  it('groups in the Indian system with two decimals', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(999)).toBe('₹999.00');
  });
});

describe('badgeCount', () => {
  it('caps at 9+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
  });
});
