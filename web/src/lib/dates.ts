/**
 * Dates as the shop shows them (lib/format.ts has money): a module of their own, as the first page
 * shows none, so neither their code nor their formatters come with it.
 */
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
/**
 * The shop's own time zone: a page rendered on the server shows its dates there (the server's clock
 * zone says nothing about the visitor), and the browser keeps them until the page is its own (see
 * components/ui/LocalDate.tsx).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const shopDateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The date in the visitor's time zone, or in the shop's with `zone: 'shop'`. */
export function formatDate(iso: string | Date, zone: 'visitor' | 'shop' = 'visitor'): string {
  return (zone === 'shop' ? shopDateOnly : dateOnly).format(typeof iso === 'string' ? new Date(iso) : iso);
}
