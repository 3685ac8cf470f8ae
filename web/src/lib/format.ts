const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,23,456.00: rupees as the server sends them (two decimals), in the Indian grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}

/** Badge text: the count, or 9+ above 9. */
export function badgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
