/**
 * Dates as the shop shows them (lib/format.ts has money): a module of their own, as the first page
 * shows none, so neither their code nor their formatters come with it.
 *
 * A date alone ("5 Sept 2026", en-IN's medium style) is written here rather than by
 * `Intl.DateTimeFormat`: the product page shows its reviews' dates as it hydrates, and the first
 * `Intl` object a page makes costs a phone 100 ms or more (see lib/format.ts). The text is Intl's,
 * character for character (a test compares the two); Intl's formatters are made on first use, for
 * dates with a time and for what the rule does not cover.
 */

/**
 * The shop's own time zone: a page rendered on the server shows its dates there (the server's clock
 * zone says nothing about the visitor), and the browser keeps them until the page is its own (see
 * components/ui/LocalDate.tsx).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** India has kept UTC+05:30, without daylight saving, since 15 October 1945. */
const SHOP_OFFSET_MS = 330 * 60_000;
const FIXED_SINCE = Date.UTC(1946, 0, 1);
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(10000, 0, 1) - SHOP_OFFSET_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;
let shopDateOnly: Intl.DateTimeFormat | undefined;

const asDate = (iso: string | Date) => (typeof iso === 'string' ? new Date(iso) : iso);

export function formatDateTime(iso: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(asDate(iso));
}

/** The date in the visitor's time zone, or in the shop's with `zone: 'shop'`. */
export function formatDate(iso: string | Date, zone: 'visitor' | 'shop' = 'visitor'): string {
  const date = asDate(iso);
  const time = date.getTime();
  // Intl for an invalid date (it throws, as before), and for years the rule does not cover.
  if (!(time >= FIXED_SINCE && time < FOUR_DIGIT_YEARS_UNTIL)) {
    if (zone === 'shop') {
      shopDateOnly ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
      return shopDateOnly.format(date);
    }
    dateOnly ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
    return dateOnly.format(date);
  }
  if (zone === 'shop') {
    const shifted = new Date(time + SHOP_OFFSET_MS);
    return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
  }
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
