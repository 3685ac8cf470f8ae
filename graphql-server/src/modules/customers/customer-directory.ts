/**
 * Pure pieces of the admin's customer directory: the sortable columns (each a total order with
 * `id` as the tie-break, read by keyset), the search pattern and opaque cursors. The statements are
 * in customers.sql.ts.
 */
import { UUID_PATTERN } from '../../common/validation.js';

export enum CustomerSortField {
  JOINED = 'joined',
  NAME = 'name',
  EMAIL = 'email',
  MOBILE = 'mobile',
  ADDRESS = 'address',
  VERIFIED = 'verified',
  ORDERS = 'orders',
  TOTAL_SPENT = 'totalSpent',
  WALLET_BALANCE = 'walletBalance',
  LAST_ORDER = 'lastOrder',
}

export type Direction = 'asc' | 'desc';

type KeyKind = 'timestamptz' | 'text' | 'boolean' | 'int' | 'bigint';

/**
 * What each sort orders by. Account columns are read from `users u` (index `(column, id)`), the
 * figures from `customer_stats s` (one row per customer, index `(column, user_id)`), so every sort
 * walks one index; `id` is the same value as `s.user_id` and breaks ties.
 */
export const SORT_COLUMNS: Record<CustomerSortField, { sql: string; id: string; kind: KeyKind }> = {
  [CustomerSortField.JOINED]: { sql: 'u.created_at', id: 'u.id', kind: 'timestamptz' },
  [CustomerSortField.NAME]: { sql: 'u.name', id: 'u.id', kind: 'text' },
  [CustomerSortField.EMAIL]: { sql: 'u.email', id: 'u.id', kind: 'text' },
  [CustomerSortField.MOBILE]: { sql: 'u.mobile_number', id: 'u.id', kind: 'text' },
  [CustomerSortField.ADDRESS]: { sql: 'u.address', id: 'u.id', kind: 'text' },
  [CustomerSortField.VERIFIED]: { sql: 'u.is_verified', id: 'u.id', kind: 'boolean' },
  [CustomerSortField.ORDERS]: { sql: 's.orders_count', id: 's.user_id', kind: 'int' },
  [CustomerSortField.TOTAL_SPENT]: { sql: 's.spent_paise', id: 's.user_id', kind: 'bigint' },
  [CustomerSortField.WALLET_BALANCE]: { sql: 's.wallet_paise', id: 's.user_id', kind: 'int' },
  [CustomerSortField.LAST_ORDER]: { sql: 's.last_order_at', id: 's.user_id', kind: 'timestamptz' },
};

/** The text a search matches: the same expression as the trigram index `users_customer_search_idx`. */
export const SEARCH_SQL = `(u.name || ' ' || u.email || ' ' || u.mobile_number || ' ' || u.address)`;

/** An `ILIKE` pattern matching `term` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `order by` and the keyset condition after a cursor's row for one sort (given the placeholders
 * of the cursor's value and id).
 */
export function sortSql(field: CustomerSortField, direction: Direction) {
  const { sql, id, kind } = SORT_COLUMNS[field];
  return {
    orderBy: `${sql} ${direction}, ${id} ${direction}`,
    after: (value: string, rowId: string) =>
      `(${sql}, ${id}) ${direction === 'desc' ? '<' : '>'} (${value}::${kind}, ${rowId}::uuid)`,
  };
}

/** A cursor: the sort it belongs to and the row's sort value (as PostgreSQL prints it) and id. */
export function encodeCursor(field: CustomerSortField, direction: Direction, value: string, id: string) {
  return Buffer.from(JSON.stringify([field, direction, value, id]), 'utf8').toString('base64url');
}

const VALUE_PATTERNS: Record<KeyKind, RegExp> = {
  timestamptz: /^(-infinity|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z))$/,
  text: /^[\s\S]{0,2000}$/,
  boolean: /^(true|false)$/,
  int: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
};

/** The sort value and id of a cursor made for this sort; undefined when malformed or for another sort. */
export function decodeCursor(
  cursor: string,
  field: CustomerSortField,
  direction: Direction,
): { value: string; id: string } | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((p) => typeof p === 'string'))
      return undefined;
    const [f, d, value, id] = parts as [string, string, string, string];
    if (f !== field || d !== direction || !UUID_PATTERN.test(id)) return undefined;
    return VALUE_PATTERNS[SORT_COLUMNS[field].kind].test(value) ? { value, id } : undefined;
  } catch {
    return undefined;
  }
}
