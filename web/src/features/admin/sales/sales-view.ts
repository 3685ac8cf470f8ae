import type { OrderStatus, SalesAnalyticsQuery } from '../../../graphql/graphql';

type Sales = SalesAnalyticsQuery['salesAnalytics'];
export type SalesDayPoint = Sales['daily'][number];
export type StatusCount = Sales['statuses'][number];
export type TopProductRow = Sales['topProducts'][number];

/** The pie's slices in the spec's order and colours (orange, dark orange, blue, green, red). */
export const STATUS_SLICES: readonly { status: OrderStatus; label: string; token: string }[] = [
  { status: 'PENDING', label: 'Pending', token: '--chart-pending' },
  { status: 'PROCESSING', label: 'Processing', token: '--chart-processing' },
  { status: 'SHIPPED', label: 'Shipped', token: '--chart-shipped' },
  { status: 'DELIVERED', label: 'Delivered', token: '--chart-delivered' },
  { status: 'CANCELLED', label: 'Cancelled', token: '--chart-cancelled' },
];

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** "12 Mar" for an Indian calendar day given as YYYY-MM-DD (the day itself, whatever the browser's zone). */
export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** "12 Mar 2026" for an Indian calendar day. */
export function fullDayLabel(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
