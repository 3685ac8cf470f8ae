/** The Sales Analytics tab's words, as the admin spec gives them (and ours where it gives none). */
export const SalesMessages = {
  loading: 'Loading sales data...',
  failed: 'Failed to load sales data',
  noOrders: 'No orders found for the selected period. Try changing the date range or placing new orders.',
  noProducts: 'No products sold in this period',
  noComparison: 'All time: no comparison',
  chartTitle: 'Sales (₹)',
} as const;
