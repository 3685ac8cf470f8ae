import { graphql } from '../../../graphql';

/** One figure beside the previous period's; spread by name in the queries below. */
graphql(`
  fragment SalesFigureFields on SalesFigure {
    value
    previous
    changePercent
  }
`);

/** The Sales Analytics tab: every widget of one range (each one SQL statement on the server). */
export const SalesAnalyticsQuery = graphql(`
  query SalesAnalytics($range: SalesRange!) {
    salesAnalytics(range: $range) {
      range
      from
      to
      hasComparison
      kpis {
        totalRevenue {
          ...SalesFigureFields
        }
        averageOrderValue {
          ...SalesFigureFields
        }
        totalOrders {
          ...SalesFigureFields
        }
        shippedOrders {
          ...SalesFigureFields
        }
        deliveredOrders {
          ...SalesFigureFields
        }
        grossRevenue
        refunds
        gst
      }
      daily {
        date
        revenue
        orders
      }
      statuses {
        status
        count
      }
      topProducts {
        productId
        name
        unitsSold
        sales
      }
    }
  }
`);

/** The Overview cards' comparisons: the last 30 days against the 30 before. */
export const OverviewComparisonsQuery = graphql(`
  query OverviewComparisons {
    salesAnalytics(range: LAST_30_DAYS) {
      kpis {
        totalRevenue {
          ...SalesFigureFields
        }
        totalOrders {
          ...SalesFigureFields
        }
      }
    }
  }
`);

/** Pushed (gathered, at most one per 750 ms) when orders are placed, moved, cancelled or refunded. */
export const SalesChangedSubscription = graphql(`
  subscription SalesChanged {
    salesChanged {
      at
      events
    }
  }
`);
