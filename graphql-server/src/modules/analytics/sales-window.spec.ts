import { describe, expect, it } from 'vitest';
import { changePercent, indianDay, SalesRange, salesWindow } from './sales-window.js';

describe('sales window', () => {
  it('uses Indian days: 18:29 UTC is still today in India, 18:30 UTC is tomorrow', () => {
    expect(indianDay(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(indianDay(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
  });

  it('covers the last N days with today last, and the N days before as the previous period', () => {
    const now = new Date('2026-03-10T20:00:00Z'); // 01:30 on 11 March in India
    expect(salesWindow(SalesRange.LAST_7_DAYS, now)).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-11',
      previousFrom: '2026-02-26',
      chartFrom: '2026-03-05',
    });
    expect(salesWindow(SalesRange.LAST_30_DAYS, now)).toMatchObject({
      from: '2026-02-10',
      previousFrom: '2026-01-11',
    });
    expect(salesWindow(SalesRange.ALL, now)).toMatchObject({
      from: null,
      previousFrom: null,
      chartFrom: '2025-03-12',
      to: '2026-03-11',
    });
  });

  it('gives the change in percent, or null without a previous figure', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(0, 80)).toBe(-100);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
  });
});
