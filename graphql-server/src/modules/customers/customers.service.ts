import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import type { Viewer } from '../../common/context.js';
import { paiseToRupees } from '../../common/money.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import type { OrderQueryService } from '../orders/index.js';
import { SortDirection } from '../orders/index.js';
import type { WalletService } from '../wallet/index.js';
import {
  containsPattern,
  CustomerSortField,
  decodeCursor,
  encodeCursor,
  SEARCH_SQL,
  SORT_COLUMNS,
  sortSql,
} from './customer-directory.js';
import {
  CustomerMessages,
  type Customer,
  type CustomerConnection,
  type CustomerDetails,
  type CustomersInput,
} from './customers.types.js';

/** The spec's refusal for anyone but an admin (the same words as the user count). */
export const CUSTOMERS_ADMIN_ONLY = 'You must be an admin to view customer data';

const DEFAULT_PAGE = 25;

interface CustomerRow {
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

/**
 * A search first looks at this many rows after the cursor in the sort's own index: when they hold
 * a full page of matches (a broad term), that page is the answer. Otherwise (a rare term) the
 * trigram index finds every match and PostgreSQL sorts those. The planner cannot tell the two
 * apart (it guesses a few dozen rows for any `ILIKE`), so the service tries the cheap one first.
 */
const SEARCH_WINDOW = 1000;

function toCustomer(r: CustomerRow): Customer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    mobileNumber: r.mobile_number,
    address: r.address,
    isVerified: r.is_verified,
    createdAt: new Date(r.created_at),
    ordersCount: Number(r.orders_count),
    totalSpent: paiseToRupees(Number(r.spent_paise)),
    walletBalance: paiseToRupees(Number(r.balance_paise)),
    lastOrderAt: r.last_order_at ? new Date(r.last_order_at) : null,
  };
}

/**
 * The admin's customer directory: shoppers with their order figures and wallet balance, searched
 * and sorted by PostgreSQL and paged by keyset (one round trip per page; see the migration for the
 * indexes and the `customer_stats` trigger).
 */
export class CustomerService {
  constructor(private readonly deps: { orderQueries: OrderQueryService; wallet: WalletService }) {}

  async list(
    em: EntityManager,
    viewer: Viewer | null,
    input: CustomersInput = {},
  ): Promise<CustomerConnection> {
    requireAdmin(viewer, CUSTOMERS_ADMIN_ONLY);
    const field = input.sortBy ?? CustomerSortField.JOINED;
    const direction = input.sortDirection === SortDirection.ASC ? 'asc' : 'desc';
    const first = input.first ?? DEFAULT_PAGE;
    const sql = sortSql(field, direction);
    const where = [`u.role = 'customer'`];
    const params: unknown[] = [];
    if (input.after) {
      const key = decodeCursor(input.after, field, direction);
      if (!key) throw badInput(CustomerMessages.invalidCursor, 'after');
      where.push(sql.after);
      params.push(key.value, key.id);
    }
    const { sql: key, id: tie } = SORT_COLUMNS[field];
    // The page's rows are chosen from `users` alone (or with `customer_stats` when it sorts on a
    // figure), and only the chosen rows are joined to their figures.
    const base = tie === 'u.id' ? 'users u' : FROM;
    const keyed = (filter: string[], limit: number) =>
      `select u.*, ${key}::text as sort_value, ${key} as sort_key, ${tie} as sort_id
       from ${base} where ${filter.join(' and ')} order by ${sql.orderBy} limit ${limit}`;
    const withFigures = (page: string) =>
      `select ${COLUMNS}, u.sort_value from (${page}) u join customer_stats s on s.user_id = u.id
       order by u.sort_key ${direction}, u.sort_id ${direction}`;
    const search = input.search?.trim();
    let rows: CustomerRow[];
    if (!search) {
      rows = await em.execute<CustomerRow[]>(withFigures(keyed(where, first + 1)), params);
    } else {
      const pattern = containsPattern(search);
      rows = await em.execute<CustomerRow[]>(
        withFigures(
          `select * from (${keyed(where, SEARCH_WINDOW)}) w
           where ${SEARCH_SQL.replaceAll('u.', 'w.')} ilike ?
           order by w.sort_key ${direction}, w.sort_id ${direction} limit ${first + 1}`,
        ),
        [...params, pattern],
      );
      if (rows.length <= first)
        rows = await em.execute<CustomerRow[]>(
          withFigures(keyed([...where, `${SEARCH_SQL} ilike ?`], first + 1)),
          [...params, pattern],
        );
    }
    const page = rows.slice(0, first);
    const edges = page.map((r) => ({
      cursor: encodeCursor(field, direction, r.sort_value, r.id),
      node: toCustomer(r),
    }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  async details(em: EntityManager, viewer: Viewer | null, id: string): Promise<CustomerDetails> {
    requireAdmin(viewer, CUSTOMERS_ADMIN_ONLY);
    if (!isUuid(id)) throw notFound(CustomerMessages.notFound);
    const [rows, orders, wallet] = await Promise.all([
      em.execute<CustomerRow[]>(`select ${COLUMNS} from ${FROM} where u.id = ? and u.role = 'customer'`, [
        id,
      ]),
      this.deps.orderQueries.ordersOfUser(em, viewer, id),
      this.deps.wallet.ledger(em, id),
    ]);
    const row = rows[0];
    if (!row) throw notFound(CustomerMessages.notFound);
    return { customer: toCustomer(row), orders, wallet };
  }
}
