const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** ₹1,23,456.00: rupees as the server sends them (two decimals), in the Indian grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}

export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatDate(iso: string | Date): string {
  return dateOnly.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Badge text: the count, or 9+ above 9. */
export function badgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
