import { registerEnumType } from 'type-graphql';

export enum SalesRange {
  LAST_7_DAYS = 'last7days',
  LAST_30_DAYS = 'last30days',
  LAST_90_DAYS = 'last90days',
  ALL = 'all',
}
registerEnumType(SalesRange, {
  name: 'SalesRange',
  description: 'The last 7, 30 or 90 Indian days (today included), or all time.',
});

/** Which days a report covers; dates are Indian calendar days (Asia/Kolkata) as YYYY-MM-DD. */
export interface SalesWindow {
  range: SalesRange;
  /** Number of days in the range; null for all time. */
  days: number | null;
  /** First day of the range (null: all time). */
  from: string | null;
  /** Today in India, the range's last day. */
  to: string;
  /** First day of the previous period of the same length (null: all time). */
  previousFrom: string | null;
  /** First day of the daily chart (the range's first day; all time: 364 days before today). */
  chartFrom: string;
}

/** Indian days: India keeps one offset all year (UTC+05:30, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const RANGE_DAYS: Record<SalesRange, number | null> = {
  [SalesRange.LAST_7_DAYS]: 7,
  [SalesRange.LAST_30_DAYS]: 30,
  [SalesRange.LAST_90_DAYS]: 90,
  [SalesRange.ALL]: null,
};

/** All time charts the 365 most recent days. */
export const ALL_TIME_CHART_DAYS = 365;

/** The Indian calendar day of an instant, as YYYY-MM-DD. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days a range covers: the last N Indian days with today as the last (today is partial), and
 * the N days before them as the previous period. All time has no previous period.
 */
export function salesWindow(range: SalesRange, now: Date = new Date()): SalesWindow {
  const days = RANGE_DAYS[range];
  const to = indianDay(now);
  if (days === null)
    return {
      range,
      days,
      from: null,
      to,
      previousFrom: null,
      chartFrom: addDays(to, 1 - ALL_TIME_CHART_DAYS),
    };
  const from = addDays(to, 1 - days);
  return { range, days, from, to, previousFrom: addDays(from, -days), chartFrom: from };
}

/** Change in percent with one decimal; null without a previous figure to compare with. */
export function changePercent(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}
