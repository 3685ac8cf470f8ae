import { Arg, Ctx, FieldResolver, Query, Resolver, Root, Subscription } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { SALES_DENIED } from './analytics.service.js';
import {
  SalesAnalytics,
  SalesChange,
  SalesDay,
  SalesKpis,
  SalesStatusCount,
  TopProduct,
} from './analytics.types.js';
import { SalesRange, salesWindow } from './sales-window.js';

@Resolver(() => SalesAnalytics)
export class AnalyticsResolver {
  @AdminOnly(SALES_DENIED)
  @Query(() => SalesAnalytics, {
    description:
      'Sales analytics for a range (admins only). Indian days; revenue as docs/revenue.md defines it.',
  })
  salesAnalytics(
    @Arg('range', () => SalesRange, { defaultValue: SalesRange.LAST_30_DAYS }) range: SalesRange,
    @Ctx() { viewer, services }: Context,
  ): SalesAnalytics {
    services.analytics.assertAdmin(viewer);
    const window = salesWindow(range);
    return { range, from: window.from, to: window.to, hasComparison: window.previousFrom !== null, window };
  }

  @FieldResolver(() => SalesKpis, { description: 'The five key figures with their change (one query).' })
  kpis(@Root() root: SalesAnalytics, @Ctx() { em, viewer, services }: Context): Promise<SalesKpis> {
    return services.analytics.kpis(em, viewer, root.window);
  }

  @FieldResolver(() => [SalesDay], {
    description:
      'Net revenue per Indian day, zero-filled: 7, 30 or 90 days, or the 365 most recent for all time.',
  })
  daily(@Root() root: SalesAnalytics, @Ctx() { em, viewer, services }: Context): Promise<SalesDay[]> {
    return services.analytics.daily(em, viewer, root.window);
  }

  @FieldResolver(() => [SalesStatusCount], {
    description: 'Orders placed in the range by status: Pending, Processing, Shipped, Delivered, Cancelled.',
  })
  statuses(
    @Root() root: SalesAnalytics,
    @Ctx() { em, viewer, services }: Context,
  ): Promise<SalesStatusCount[]> {
    return services.analytics.statuses(em, viewer, root.window);
  }

  @FieldResolver(() => [TopProduct], {
    description: 'The five products with the most units sold in the range.',
  })
  topProducts(@Root() root: SalesAnalytics, @Ctx() { em, viewer, services }: Context): Promise<TopProduct[]> {
    return services.analytics.topProducts(em, viewer, root.window);
  }

  @AdminOnly(SALES_DENIED)
  @Subscription(() => SalesChange, {
    description:
      'Sales figures changed (an order placed, its status changed, cancelled or refunded); at most one signal per 750 ms per instance. Admins only: refetch salesAnalytics.',
    subscribe: ({ context }: { context: Context }) => context.services.analytics.changes(context.viewer),
  })
  salesChanged(@Root() signal: { at: string; events: number }): SalesChange {
    return { at: new Date(signal.at), events: signal.events };
  }
}
