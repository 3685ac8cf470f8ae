import { runSql, SqlParams, type RowSource } from '../../common/sql.js';
import {
  SEARCH_SQL,
  SORT_COLUMNS,
  sortSql,
  type CustomerSortField,
  type Direction,
} from './customer-directory.js';

/**
 * The customer directory's statements. A read model: accounts from auth's `users` and their
 * figures from `customer_stats` (kept by triggers on orders and wallets; see the migration).
 */

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  mobile_number: string;
  address: string;
  is_verified: boolean;
  created_at: Date;
  orders_count: number;
  spent_paise: string;
  balance_paise: number;
  last_order_at: Date | null;
  sort_value: string;
}

const COLUMNS = `u.id, u.name, u.email, u.mobile_number, u.address, u.is_verified, u.created_at,
  s.orders_count, s.spent_paise, s.wallet_paise as balance_paise,
  nullif(s.last_order_at, '-infinity') as last_order_at`;
const FROM = `users u join customer_stats s on s.user_id = u.id`;

/** A page's sort and where it starts. */
export interface PageQuery {
  field: CustomerSortField;
  direction: Direction;
  /** The cursor's row (its sort value as PostgreSQL prints it, and id). */
  after?: { value: string; id: string } | undefined;
}

/**
 * Limits are integers the service bounds (page sizes, the search window), written into the text
 * as before, so each page size keeps a plan made for it.
 *
 * The statement's pieces for one sort: the page's rows are chosen from `users` alone (or with
 * `customer_stats` when it sorts on a figure), and only the chosen rows are joined to their figures.
 */
function pageSql(q: PageQuery, p: SqlParams) {
  const sql = sortSql(q.field, q.direction);
  const where = [`u.role = 'customer'`];
  if (q.after) where.push(sql.after(p.add(q.after.value), p.add(q.after.id)));
  const { sql: key, id: tie } = SORT_COLUMNS[q.field];
  const base = tie === 'u.id' ? 'users u' : FROM;
  const keyed = (filter: string[], limit: number) =>
    `select u.*, ${key}::text as sort_value, ${key} as sort_key, ${tie} as sort_id
     from ${base} where ${filter.join(' and ')} order by ${sql.orderBy} limit ${limit}`;
  const withFigures = (page: string) =>
    `select ${COLUMNS}, u.sort_value from (${page}) u join customer_stats s on s.user_id = u.id
     order by u.sort_key ${q.direction}, u.sort_id ${q.direction}`;
  return { where, keyed, withFigures };
}

/** `limit` customers in the sort's order from the cursor. */
export function customerPage(db: RowSource, q: PageQuery, limit: number): Promise<CustomerRow[]> {
  const p = new SqlParams();
  const { where, keyed, withFigures } = pageSql(q, p);
  return runSql(db, withFigures(keyed(where, limit)), p.values);
}

/**
 * Matches of `pattern` among the `window` rows after the cursor in the sort's own index (cheap
 * when the term is broad), at most `limit`.
 */
export function searchWindow(
  db: RowSource,
  q: PageQuery,
  pattern: string,
  window: number,
  limit: number,
): Promise<CustomerRow[]> {
  const p = new SqlParams();
  const { where, keyed, withFigures } = pageSql(q, p);
  return runSql(
    db,
    withFigures(
      `select * from (${keyed(where, window)}) w
       where ${SEARCH_SQL.replaceAll('u.', 'w.')} ilike ${p.add(pattern)}
       order by w.sort_key ${q.direction}, w.sort_id ${q.direction} limit ${limit}`,
    ),
    p.values,
  );
}

/** Every match of `pattern` (the trigram index), sorted by PostgreSQL, at most `limit`. */
export function searchAll(
  db: RowSource,
  q: PageQuery,
  pattern: string,
  limit: number,
): Promise<CustomerRow[]> {
  const p = new SqlParams();
  const { where, keyed, withFigures } = pageSql(q, p);
  return runSql(db, withFigures(keyed([...where, `${SEARCH_SQL} ilike ${p.add(pattern)}`], limit)), p.values);
}

/** One customer (not an admin) with their figures. */
export async function customerById(db: RowSource, id: string): Promise<CustomerRow | undefined> {
  const [row] = await runSql<CustomerRow>(
    db,
    `select ${COLUMNS} from ${FROM} where u.id = $1 and u.role = 'customer'`,
    [id],
  );
  return row;
}
