import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import type { Viewer } from '../../common/context.js';
import { paiseToRupees } from '../../common/money.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import type { OrderQueryService } from '../orders/index.js';
import { SortDirection } from '../orders/index.js';
import type { WalletService } from '../wallet/index.js';
import { containsPattern, CustomerSortField, decodeCursor, encodeCursor } from './customer-directory.js';
import {
  customerById,
  customerPage,
  searchAll,
  searchWindow,
  type CustomerRow,
  type PageQuery,
} from './customers.sql.js';
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
    let after: PageQuery['after'];
    if (input.after) {
      after = decodeCursor(input.after, field, direction);
      if (!after) throw badInput(CustomerMessages.invalidCursor, 'after');
    }
    const q: PageQuery = { field, direction, after };
    const search = input.search?.trim();
    let rows: CustomerRow[];
    if (!search) {
      rows = await customerPage(em, q, first + 1);
    } else {
      const pattern = containsPattern(search);
      rows = await searchWindow(em, q, pattern, SEARCH_WINDOW, first + 1);
      if (rows.length <= first) rows = await searchAll(em, q, pattern, first + 1);
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
    const [row, orders, wallet] = await Promise.all([
      customerById(em, id),
      this.deps.orderQueries.ordersOfUser(em, viewer, id),
      this.deps.wallet.ledger(em, id),
    ]);
    if (!row) throw notFound(CustomerMessages.notFound);
    return { customer: toCustomer(row), orders, wallet };
  }
}
