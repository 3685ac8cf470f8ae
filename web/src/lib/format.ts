/**
 * Rupees are formatted here rather than by `Intl.NumberFormat`: the first `Intl` formatter a page
 * makes costs a phone 100 ms or more (the browser loads the locale's data for it; 30–60 ms on this
 * machine's desktop CPU), in the task that runs the app's code, before the first page answers a
 * tap. The output is `Intl`'s en-IN currency format, character for character (a test compares the
 * two), so the server's pre-render and the browser agree.
 */

/**
 * `Intl`, made on first use, for what the rule below does not cover: not a finite amount, one
 * JavaScript writes with an exponent (below 10^-6 or from 10^21), or one beyond 2^53 paise.
 */
let intl: Intl.NumberFormat | undefined;
function intlINR(rupees: number): string {
  intl ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  return intl.format(rupees);
}

/** ₹1,23,456.00: rupees as the server sends them (two decimals), in the Indian grouping. */
export function formatINR(rupees: number): string {
  // The shortest decimal that reads back as this number (what Intl rounds), e.g. "2.675".
  const text = String(Math.abs(rupees));
  if (!/^\d+(\.\d+)?$/.test(text)) return intlINR(rupees); // NaN, Infinity, exponent forms
  const [whole = '', decimals = ''] = text.split('.');
  // Paise, rounded half away from zero on the decimal digits, as Intl does.
  const paise = Number(whole + (decimals + '00').slice(0, 2)) + (decimals.charAt(2) >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(paise)) return intlINR(rupees);
  const units = String(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  // Lakhs and crores: the last three digits, then pairs (12,34,567).
  const grouped =
    units.length > 3 ? `${units.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${units.slice(-3)}` : units;
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${grouped}.${fraction}`;
}

/** Badge text: the count, or 9+ above 9. */
export function badgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
