/** The admin spec's words for the Customers tab. */
export const CustomerText = {
  countFailed: 'Failed to fetch user count',
  listFailed: 'Failed to fetch users',
  loading: 'Loading customers...',
  none: 'No customers yet',
  noMatch: (q: string) => `No customers match “${q}”`,
  detailsFailed: 'Failed to fetch customer details',
  notAvailable: 'N/A',
} as const;

/** 'N/A' for a missing mobile or address (the spec). */
export const orNA = (value: string | null | undefined) => (value?.trim() ? value : CustomerText.notAvailable);
