/**
 * Pure pieces of the product listing: the sort orders (each a total order with a keyset for
 * cursor paging) and opaque cursors. No database access here (catalog.service.ts runs the SQL).
 */
import { UUID_PATTERN } from '../../common/validation.js';

export enum ProductSort {
  RELEVANCE = 'RELEVANCE',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
  RATING = 'RATING',
}

type KeyKind = 'numeric' | 'int' | 'timestamptz' | 'uuid';

/**
 * One sort order over the `matching` rows of the listing query. `keys` are its columns in order,
 * ending with `id` so the order is total; all ascending or all descending, so a row comparison
 * `(a, b, id) > (...)` is the keyset. Each has an index with the same columns (see the migrations).
 */
export interface SortPlan {
  sort: ProductSort;
  keys: { column: string; kind: KeyKind }[];
  direction: 'asc' | 'desc';
}

const PLANS: Record<Exclude<ProductSort, ProductSort.RELEVANCE>, SortPlan> = {
  [ProductSort.NEWEST]: {
    sort: ProductSort.NEWEST,
    keys: [
      { column: 'created_at', kind: 'timestamptz' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
  [ProductSort.PRICE_ASC]: {
    sort: ProductSort.PRICE_ASC,
    keys: [
      { column: 'price_paise', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'asc',
  },
  [ProductSort.PRICE_DESC]: {
    sort: ProductSort.PRICE_DESC,
    keys: [
      { column: 'price_paise', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
  [ProductSort.RATING]: {
    sort: ProductSort.RATING,
    keys: [
      { column: 'rating_avg', kind: 'numeric' },
      { column: 'review_count', kind: 'int' },
      { column: 'id', kind: 'uuid' },
    ],
    direction: 'desc',
  },
};

const RANKED: SortPlan = {
  sort: ProductSort.RELEVANCE,
  keys: [
    { column: 'rank', kind: 'numeric' },
    { column: 'created_at', kind: 'timestamptz' },
    { column: 'id', kind: 'uuid' },
  ],
  direction: 'desc',
};

/** Relevance needs a search; without one the listing is newest first. */
export function sortPlan(sort: ProductSort | null | undefined, searching: boolean): SortPlan {
  if (!sort || sort === ProductSort.RELEVANCE) return searching ? RANKED : PLANS[ProductSort.NEWEST];
  return PLANS[sort];
}

/** `order by` text of a plan. */
export function orderBySql(plan: SortPlan): string {
  return plan.keys.map((k) => `${k.column} ${plan.direction}`).join(', ');
}

/**
 * Keyset condition after the cursor's row, e.g. `(a, b, id) < ($1::numeric, $2::int, $3::uuid)`:
 * `param` gives the placeholder of the i-th key value cast to its kind.
 */
export function keysetSql(
  plan: SortPlan,
  param: (index: number, kind: KeyKind) => string,
  alias = '',
): string {
  const columns = plan.keys.map((k) => `${alias}${k.column}`).join(', ');
  const params = plan.keys.map((k, i) => param(i, k.kind)).join(', ');
  return `(${columns}) ${plan.direction === 'desc' ? '<' : '>'} (${params})`;
}

// What `timestamptz::text` prints, e.g. 2026-11-22 00:11:51.123456+00
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const PATTERNS: Record<KeyKind, RegExp> = {
  numeric: /^-?\d{1,12}(\.\d{1,12})?$/,
  int: /^-?\d{1,10}$/,
  timestamptz: TIMESTAMP,
  uuid: UUID_PATTERN,
};

/**
 * Cursors are bytes in base64url: the sort's number in `SORT_NUMBERS`, then each key value packed
 * by its kind (a UUID in 16 bytes, a timestamp as microseconds since 1970 in a float64, exact to
 * 2^53 (the year 2255), an int in 4 bytes, a numeric as its digits). 34 characters for the newest-first listing,
 * where the first cursors (base64url of a JSON array of PostgreSQL's text) took 106: a sixth of a
 * 20-product page's answer was cursors. Cursors made the first way are still read (`legacy`), so a
 * page loaded before an upgrade goes on to the next; a value that does not pack is written that way.
 */
const SORT_NUMBERS: readonly ProductSort[] = [
  ProductSort.RELEVANCE,
  ProductSort.PRICE_ASC,
  ProductSort.PRICE_DESC,
  ProductSort.NEWEST,
  ProductSort.RATING,
];
const LEGACY_PREFIX = 'WyJ'; // base64url of `["`, how every JSON-array cursor begins
/** A timestamp key's cursor value as a listing row holds it: whole microseconds since 1970. */
const MICROS = /^-?\d{1,16}$/;

/**
 * The listing row's column holding a key's cursor value: for a timestamp, its microseconds since
 * 1970, which the listing's SQL computes (`<column>_us`); for any other key, the key's own column.
 */
export function cursorColumn(key: SortPlan['keys'][number]): string {
  return key.kind === 'timestamptz' ? `${key.column}_us` : key.column;
}

/** ISO 8601 in UTC, to the microsecond, of microseconds since 1970 (PostgreSQL reads it exactly). */
function isoOfMicros(micros: number): string | undefined {
  if (!Number.isSafeInteger(micros)) return undefined;
  const ms = Math.floor(micros / 1000);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.toISOString().slice(0, -1)}${String(micros - ms * 1000).padStart(3, '0')}Z`;
}

/** Hex digits' values by character code; -1 for any other character. */
const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++)
  HEX['0123456789abcdef'.charCodeAt(i)] = HEX['0123456789ABCDEF'.charCodeAt(i)] = i;

/** A UUID's 16 bytes into `bytes` at `to`; false when `uuid` is not one (then nothing is kept). */
function writeUuid(uuid: string, bytes: Buffer, to: number): boolean {
  if (uuid.length !== 36) return false;
  for (let i = 0; i < 36; i += 2) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (uuid.charCodeAt(i) !== 45) return false;
      i -= 1; // the loop's step lands just past the dash
      continue;
    }
    const high = HEX[uuid.charCodeAt(i)] ?? -1;
    const low = HEX[uuid.charCodeAt(i + 1)] ?? -1;
    if (high < 0 || low < 0) return false;
    bytes[to++] = (high << 4) | low;
  }
  return true;
}

const PACKED_SIZE: Record<Exclude<KeyKind, 'numeric'>, number> = { uuid: 16, timestamptz: 8, int: 4 };

/** The packed cursor, or undefined when a value does not pack (it is then written as JSON). */
function packCursor(plan: SortPlan, values: string[]): string | undefined {
  let size = 1;
  for (let i = 0; i < values.length; i++) {
    const kind = plan.keys[i]!.kind;
    size += kind === 'numeric' ? 1 + values[i]!.length : PACKED_SIZE[kind];
  }
  const bytes = Buffer.allocUnsafe(size);
  bytes[0] = SORT_NUMBERS.indexOf(plan.sort);
  let at = 1;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    switch (plan.keys[i]!.kind) {
      case 'uuid':
        if (!writeUuid(value, bytes, at)) return undefined;
        at += 16;
        break;
      case 'timestamptz': {
        // Microseconds since 1970 as SQL printed them (`cursorColumn`): exact in a float64 to 2^53.
        const micros = Number(value);
        if (!MICROS.test(value) || !Number.isSafeInteger(micros)) return undefined;
        bytes.writeDoubleBE(micros, at);
        at += 8;
        break;
      }
      case 'int': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < -(2 ** 31) || n >= 2 ** 31 || String(n) !== value) return undefined;
        bytes.writeInt32BE(n, at);
        at += 4;
        break;
      }
      case 'numeric':
        if (value.length > 40 || !PATTERNS.numeric.test(value)) return undefined;
        bytes[at] = value.length;
        bytes.write(value, at + 1, 'latin1');
        at += 1 + value.length;
        break;
    }
  }
  return bytes.toString('base64url');
}

/** The key values of a packed cursor; undefined when it does not read as one for `plan`. */
function unpackCursor(cursor: string, plan: SortPlan): string[] | undefined {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length < 1 || SORT_NUMBERS[bytes[0]!] !== plan.sort) return undefined;
  const values: string[] = [];
  let at = 1;
  for (const { kind } of plan.keys) {
    let value: string | undefined;
    if (kind === 'uuid') {
      if (at + 16 > bytes.length) return undefined;
      const hex = bytes.toString('hex', at, (at += 16));
      value = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    } else if (kind === 'timestamptz') {
      if (at + 8 > bytes.length) return undefined;
      value = isoOfMicros(bytes.readDoubleBE(at));
      at += 8;
    } else if (kind === 'int') {
      if (at + 4 > bytes.length) return undefined;
      value = String(bytes.readInt32BE(at));
      at += 4;
    } else {
      const length = bytes[at] ?? 0;
      if (at + 1 + length > bytes.length) return undefined;
      value = bytes.toString('latin1', at + 1, (at += 1 + length));
    }
    if (value === undefined || !PATTERNS[kind].test(value)) return undefined;
    values.push(value);
  }
  // Every byte read, and the text is the bytes' own (base64url decoding skips what is not).
  return at === bytes.length && bytes.toString('base64url') === cursor ? values : undefined;
}

/**
 * A cursor: the sort it belongs to and the row's key values, as PostgreSQL prints them (a
 * timestamp as its microseconds since 1970, `cursorColumn`). A timestamp past 2255 does not pack;
 * its JSON cursor is then refused as invalid (a product's creation time is never one).
 */
export function encodeCursor(plan: SortPlan, values: string[]): string {
  return (
    packCursor(plan, values) ??
    Buffer.from(JSON.stringify([plan.sort, ...values]), 'utf8').toString('base64url')
  );
}

/**
 * The key values of a cursor made for `plan` (timestamps as ISO 8601 when it was packed);
 * undefined when it is malformed or was made for another sort (callers answer 'Invalid cursor').
 */
export function decodeCursor(cursor: string, plan: SortPlan): string[] | undefined {
  return cursor.startsWith(LEGACY_PREFIX) ? legacy(cursor, plan) : unpackCursor(cursor, plan);
}

/** A cursor written as base64url of a JSON array: the sort, then the key values as text. */
function legacy(cursor: string, plan: SortPlan): string[] | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== plan.keys.length + 1) return undefined;
    if (!parts.every((p) => typeof p === 'string')) return undefined;
    const [sort, ...values] = parts as string[];
    if (sort !== plan.sort) return undefined;
    return values.every((v, i) => PATTERNS[plan.keys[i]!.kind].test(v)) ? values : undefined;
  } catch {
    return undefined;
  }
}
