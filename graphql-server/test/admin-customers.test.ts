import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, firstError, orderInput, placeOrder, sql, topUp } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { inviteAndAccept } from './support/admin-security.js';

let shop: TestShop;
let admin: { token: string; userId: string };
let shopper: { token: string; userId: string };

const LIST = `query C($input: CustomersInput) {
  customers(input: $input) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id name email mobileNumber address isVerified createdAt ordersCount totalSpent walletBalance lastOrderAt } }
  }
}`;

interface Node {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  address: string;
  isVerified: boolean;
  createdAt: string;
  ordersCount: number;
  totalSpent: number;
  walletBalance: number;
  lastOrderAt: string | null;
}
interface Page {
  customers: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Node }[] };
}

const list = (input: Record<string, unknown>, token: string | null = admin.token) =>
  shop.gql<Page>(LIST, { input }, { token });

/** Every page of a listing, following the cursors. */
async function all(input: Record<string, unknown>, first = 7): Promise<Node[]> {
  const out: Node[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await list({ ...input, first, after });
    expect(res.errors).toBeUndefined();
    const page = res.data!.customers;
    out.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return out;
    after = page.pageInfo.endCursor;
  }
}

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' as never });
  admin = await logIn(shop, ADMIN.email, ADMIN.password);
  shopper = await signUp(shop, { email: 'priya.shah@example.com', name: 'Priya Shah' });
  // 24 more customers straight into the table: distinct join dates, every third unverified,
  // some with an empty mobile or address (shown as N/A).
  await sql(
    shop,
    `insert into users (name, email, mobile_number, address, password_hash, is_verified, created_at)
     select 'Customer ' || lpad(g::text, 2, '0'),
            'customer' || g || '@example.in',
            case when g % 5 = 0 then '' else '90000000' || lpad(g::text, 2, '0') end,
            case when g % 4 = 0 then '' else g || ' Marine Drive, ' || (array['Mumbai','Pune','Chennai'])[1 + g % 3] end,
            'scrypt$secret-hash-' || g,
            g % 3 <> 0,
            now() - (g || ' days')::interval
     from generate_series(1, 24) g`,
  );
});
afterAll(() => shop?.close());

describe('customer directory', () => {
  it('lists customers newest first, paged by cursor without gaps or repeats', async () => {
    const rows = await all({});
    expect(rows).toHaveLength(25);
    expect(rows[0]!.email).toBe('priya.shah@example.com');
    const dates = rows.map((r) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(rows.map((r) => r.id)).size).toBe(25);
    expect(rows.some((r) => r.email === ADMIN.email)).toBe(false);
  });

  it('sorts on any column both ways, on the server', async () => {
    const byNameAsc = await all({ sortBy: 'NAME', sortDirection: 'ASC' });
    expect(byNameAsc.map((r) => r.name)).toEqual(
      [...byNameAsc.map((r) => r.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(byNameAsc[0]!.name).toBe('Customer 01');
    const byNameDesc = await all({ sortBy: 'NAME', sortDirection: 'DESC' });
    expect(byNameDesc.map((r) => r.id)).toEqual([...byNameAsc].reverse().map((r) => r.id));
    const joinedAsc = await all({ sortBy: 'JOINED', sortDirection: 'ASC' }, 10);
    expect(joinedAsc[0]!.name).toBe('Customer 24');
    const verified = await all({ sortBy: 'VERIFIED', sortDirection: 'ASC' }, 5);
    expect(verified.slice(0, 8).every((r) => !r.isVerified)).toBe(true);
    expect(verified.slice(8).every((r) => r.isVerified)).toBe(true);
    for (const sortBy of [
      'EMAIL',
      'MOBILE',
      'ADDRESS',
      'ORDERS',
      'TOTAL_SPENT',
      'WALLET_BALANCE',
      'LAST_ORDER',
    ])
      for (const sortDirection of ['ASC', 'DESC'])
        expect((await all({ sortBy, sortDirection }, 6)).length, `${sortBy} ${sortDirection}`).toBe(25);
  });

  it('searches name, e-mail, mobile and address case-insensitively', async () => {
    const names = async (search: string) => (await all({ search })).map((r) => r.name).sort();
    expect(await names('PRIYA')).toEqual(['Priya Shah']);
    expect(await names('CUSTOMER1@EXAMPLE')).toEqual(['Customer 01']);
    expect(await names('9000000007')).toEqual(['Customer 07']);
    expect(await names('chennai')).toEqual(
      ['Customer 02', 'Customer 05', 'Customer 11', 'Customer 14', 'Customer 17', 'Customer 23'].sort(),
    );
    expect(await names('12 MG road')).toEqual(['Priya Shah']);
    expect(await names('nobody-matches-this')).toEqual([]);
    // % and _ are literal text, not wildcards.
    expect(await names('%')).toEqual([]);
    const paged = await all({ search: 'mumbai', sortBy: 'NAME', sortDirection: 'DESC' }, 2);
    expect(paged.map((r) => r.name)).toEqual([
      'Customer 21',
      'Customer 18',
      'Customer 15',
      'Customer 09',
      'Customer 06',
      'Customer 03',
    ]);
  });

  it('shows orders placed, total spent, wallet balance and last order, and sorts on them', async () => {
    const product = await createProduct(shop, { name: 'Steel Bottle', pricePaise: 50_000, stock: 40 });
    await topUp(shop, shopper.token, 300);
    const first = await placeOrder(shop, shopper.token, orderInput([{ productId: product, quantity: 1 }]));
    expect(first.errors).toBeUndefined();
    const second = await placeOrder(shop, shopper.token, orderInput([{ productId: product, quantity: 2 }]));
    expect(second.errors).toBeUndefined();
    // One cancelled: its refund goes back to the wallet and no longer counts as spent.
    const cancel = await shop.gql(
      'mutation($id: ID!) { cancelOrder(id: $id) { order { refundedAmount } } }',
      { id: first.data!.placeOrder.order.id },
      { token: shopper.token },
    );
    expect(cancel.errors).toBeUndefined();
    const [expected] = await sql<{ spent: string; last: Date; balance: number }>(
      shop,
      `select sum(base_total_paise - coalesce(refunded_paise, 0)) as spent, max(o.created_at) as last,
              (select balance_paise from wallets where user_id = ?) as balance
       from orders o where user_id = ?`,
      [shopper.userId, shopper.userId],
    );
    const top = (await list({ sortBy: 'ORDERS', sortDirection: 'DESC', first: 1 })).data!.customers.edges[0]!
      .node;
    expect(top).toMatchObject({
      email: 'priya.shah@example.com',
      ordersCount: 2,
      totalSpent: Number(expected!.spent) / 100,
      walletBalance: expected!.balance / 100,
      lastOrderAt: new Date(expected!.last).toISOString(),
    });
    const bySpent = (await list({ sortBy: 'TOTAL_SPENT', sortDirection: 'DESC', first: 1 })).data!.customers;
    expect(bySpent.edges[0]!.node.id).toBe(shopper.userId);
    const byLast = (await list({ sortBy: 'LAST_ORDER', sortDirection: 'ASC', first: 30 })).data!.customers;
    expect(byLast.edges.at(-1)!.node.id).toBe(shopper.userId);
    const quiet = byLast.edges.find((e) => e.node.name === 'Customer 01')!.node;
    expect(quiet).toMatchObject({ ordersCount: 0, totalSpent: 0, walletBalance: 0, lastOrderAt: null });

    const details = await shop.gql<{
      customer: {
        customer: { id: string; ordersCount: number };
        orders: { id: string; status: string }[];
        wallet: { balance: number; transactions: { type: string; amount: number }[] };
      };
    }>(
      `query($id: ID!) { customer(id: $id) {
         customer { id ordersCount }
         orders { id status }
         wallet { balance transactions { type amount } }
       } }`,
      { id: shopper.userId },
      { token: admin.token },
    );
    expect(details.errors).toBeUndefined();
    const d = details.data!.customer;
    expect(d.customer).toEqual({ id: shopper.userId, ordersCount: 2 });
    expect(d.orders.map((o) => o.id)).toEqual([
      second.data!.placeOrder.order.id,
      first.data!.placeOrder.order.id,
    ]);
    expect(d.orders[1]!.status).toBe('CANCELLED');
    expect(d.wallet.balance).toBe(expected!.balance / 100);
    expect(d.wallet.transactions.map((t) => t.type)).toContain('CREDIT');
    const missing = await shop.gql(
      'query { customer(id: "00000000-0000-4000-8000-000000000000") { customer { id } } }',
      {},
      { token: admin.token },
    );
    expect(firstError(missing)).toMatchObject({ message: 'Customer not found', code: 'NOT_FOUND' });
  });

  it('refuses bad cursors, cursors of another sort and oversized pages', async () => {
    const page = (await list({ first: 2 })).data!.customers;
    const other = await list({ sortBy: 'NAME', after: page.pageInfo.endCursor });
    expect(firstError(other)).toMatchObject({ message: 'Invalid cursor', code: 'BAD_USER_INPUT' });
    expect(firstError(await list({ after: 'garbage' }))).toMatchObject({ message: 'Invalid cursor' });
    expect(firstError(await list({ first: 101 }))?.message).toBe('first must be between 1 and 100');
    expect(firstError(await list({ search: 'x'.repeat(101) }))?.message).toBe(
      'Search must be at most 100 characters',
    );
    const rest = await shop.rest('GET', '/api/auth/users?first=0', undefined, { token: admin.token });
    expect(rest).toMatchObject({ status: 400, body: { error: 'first must be between 1 and 100' } });
  });

  it('counts total and verified customers over GraphQL and REST', async () => {
    const [c] = await sql<{ total: string; verified: string }>(
      shop,
      `select count(*) as total, count(*) filter (where is_verified) as verified from users where role = 'customer'`,
    );
    const expected = { totalUsers: Number(c!.total), verifiedUsers: Number(c!.verified) };
    expect(expected).toEqual({ totalUsers: 25, verifiedUsers: 17 });
    const gql = await shop.gql<{ userCount: unknown }>(
      '{ userCount { totalUsers verifiedUsers } }',
      {},
      { token: admin.token },
    );
    expect(gql.data?.userCount).toEqual(expected);
    const rest = await shop.rest('GET', '/api/auth/user-count', undefined, { token: admin.token });
    expect(rest).toMatchObject({ status: 200, body: expected });
  });

  it('answers GET /api/auth/users with the spec fields and never a hash or secret', async () => {
    const res = await shop.rest<Record<string, unknown>[]>('GET', '/api/auth/users', undefined, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(25);
    for (const u of res.body) {
      expect(Object.keys(u)).toEqual(
        expect.arrayContaining([
          '_id',
          'name',
          'email',
          'mobileNumber',
          'address',
          'role',
          'isVerified',
          'createdAt',
        ]),
      );
      expect(u.role).toBe('customer');
    }
    const text = JSON.stringify(res.body).toLowerCase();
    for (const secret of ['secret-hash', 'scrypt', 'password', 'hash', 'token', 'otp'])
      expect(text).not.toContain(secret);
    const hashes = await sql<{ password_hash: string }>(
      shop,
      `select password_hash from users where email = ?`,
      ['priya.shah@example.com'],
    );
    expect(text).not.toContain(hashes[0]!.password_hash.toLowerCase().slice(-16));

    const searched = await shop.rest<{ name: string }[]>(
      'GET',
      '/api/auth/users?search=PUNE&sortBy=name&sortDirection=asc&first=3',
      undefined,
      { token: admin.token },
    );
    expect(searched.body.map((u) => u.name)).toEqual(['Customer 01', 'Customer 07', 'Customer 10']);
    const next = searched.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const more = await shop.rest<{ name: string }[]>(
      'GET',
      `/api/auth/users?search=PUNE&sortBy=name&sortDirection=asc&first=3&after=${next}`,
      undefined,
      { token: admin.token },
    );
    expect(more.body[0]!.name).toBe('Customer 13');
  });

  it('is for admins only: 401 without a login, 403 for a shopper, on every path', async () => {
    const queries = [
      '{ customers { edges { node { id } } } }',
      `{ customer(id: "${shopper.userId}") { customer { id } } }`,
      '{ userCount { totalUsers } }',
      '{ adminNotifications { id } }',
      '{ adminUnreadNotificationCount }',
      '{ feedbacks { id } }',
    ];
    for (const q of queries) {
      expect(firstError(await shop.gql(q, {}, { token: null }))?.code, q).toBe('UNAUTHENTICATED');
      expect(firstError(await shop.gql(q, {}, { token: shopper.token }))?.code, q).toBe('FORBIDDEN');
    }
    const anonymous = await shop.rest('GET', '/api/auth/users');
    expect(anonymous.status).toBe(401);
    const asShopper = await shop.rest('GET', '/api/auth/users', undefined, { token: shopper.token });
    expect(asShopper).toMatchObject({
      status: 403,
      body: { error: 'You must be an admin to view customer data' },
    });
    for (const path of ['/api/auth/user-count', '/api/contact/feedbacks']) {
      expect((await shop.rest('GET', path)).status, path).toBe(401);
      expect((await shop.rest('GET', path, undefined, { token: shopper.token })).status, path).toBe(403);
    }
  });

  it('finds matches beyond the first thousand rows of a sort, in order, with no gaps', async () => {
    // 1,100 newer customers push the earlier ones out of the first rows of "joined, newest first".
    await sql(
      shop,
      `insert into users (name, email, mobile_number, address, password_hash, is_verified, created_at)
       select 'Filler ' || g, 'filler' || g || '@example.in', '8000000000', g || ' Filler Lane',
              'scrypt$x', true, now() + (g || ' seconds')::interval
       from generate_series(1, 1100) g`,
    );
    const old = await all({ search: 'customer 1' }, 4);
    expect(old.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Customer ${10 + i}`));
    const fillers = (await list({ search: 'FILLER LANE', first: 3 })).data!.customers;
    expect(fillers.edges.map((e) => e.node.name)).toEqual(['Filler 1100', 'Filler 1099', 'Filler 1098']);
    const everyone = await all({ search: '@example', sortBy: 'NAME', sortDirection: 'DESC' }, 100);
    expect(everyone).toHaveLength(1100 + 24 + 1);
    expect(new Set(everyone.map((r) => r.id)).size).toBe(everyone.length);
    await sql(shop, `delete from users where email like 'filler%@example.in'`);
  });
});

/** A live subscription's values, collected; resolves once the socket has subscribed. */
async function collect<T>(token: string, query: string): Promise<T[]> {
  const seen: T[] = [];
  await new Promise<void>((ready, reject) => {
    shop.ws(token).subscribe<Record<string, T>>(
      { query },
      {
        next: (v) => v.data && seen.push(Object.values(v.data)[0]!),
        error: reject,
        complete: () => undefined,
      },
    );
    setTimeout(ready, 300);
  });
  return seen;
}

describe('feedbacks', () => {
  it('lists, pushes new and deleted feedback live to admins, and deletes', async () => {
    const live = await collect<{
      type: string;
      id: string;
      feedback: { name: string; userId: string | null } | null;
    }>(
      admin.token,
      'subscription { feedbackChanged { type id feedback { name email message userId createdAt } } }',
    );
    const denied = await new Promise<string | undefined>((resolve) => {
      shop.ws(shopper.token).subscribe(
        { query: 'subscription { feedbackChanged { id } }' },
        {
          next: (v) => resolve((v.errors?.[0] as { message?: string } | undefined)?.message),
          error: (e) => resolve(String((e as { message?: string }[])[0]?.message ?? e)),
          complete: () => resolve(undefined),
        },
      );
    });
    expect(denied).toBe('Access denied. Admin login required.');

    const sent = await shop.rest(
      'POST',
      '/api/contact/submit',
      { name: 'Kavya', email: 'kavya@example.com', message: 'Love the kurtas!' },
      { token: shopper.token },
    );
    expect(sent.status).toBe(201);
    await expect.poll(() => live.length, { timeout: 3000 }).toBe(1);
    expect(live[0]).toMatchObject({ type: 'CREATED', feedback: { name: 'Kavya', userId: shopper.userId } });

    const listed = await shop.rest<
      {
        _id: string;
        name: string;
        email: string;
        message: string;
        userId: string | null;
        createdAt: string;
      }[]
    >('GET', '/api/contact/feedbacks', undefined, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({
      _id: live[0]!.id,
      name: 'Kavya',
      email: 'kavya@example.com',
      userId: shopper.userId,
    });

    const del = await shop.rest('DELETE', `/api/contact/feedbacks/${live[0]!.id}`, undefined, {
      token: admin.token,
    });
    expect(del.status).toBe(200);
    await expect.poll(() => live.length, { timeout: 3000 }).toBe(2);
    expect(live[1]).toEqual({ type: 'DELETED', id: live[0]!.id, feedback: null });
    const again = await shop.rest('DELETE', `/api/contact/feedbacks/${live[0]!.id}`, undefined, {
      token: admin.token,
    });
    expect(again).toMatchObject({ status: 404, body: { error: 'Feedback not found' } });
    const byShopper = await shop.rest('DELETE', `/api/contact/feedbacks/${live[0]!.id}`, undefined, {
      token: shopper.token,
    });
    expect(byShopper.status).toBe(403);
  });
});

describe('admin notifications (the dashboard bell)', () => {
  const LIST_N = '{ adminNotifications { id type message orderId productId shopperId isRead } }';
  type N = {
    id: string;
    type: string;
    message: string;
    orderId: string | null;
    productId: string | null;
    shopperId: string | null;
    isRead: boolean;
  };
  const notes = async (token = admin.token) =>
    (await shop.gql<{ adminNotifications: N[] }>(LIST_N, {}, { token })).data!.adminNotifications;
  const unreadNotes = async () => (await notes()).filter((n) => !n.isRead);

  it('tells every admin of new orders, returns, new chats and low stock, live, once each', async () => {
    await shop.gql('mutation { markAdminNotificationsRead { modifiedCount } }', {}, { token: admin.token });
    const counts = await collect<number>(admin.token, 'subscription { adminNotificationCountChanged }');
    const buyer = await signUp(shop, { email: 'rohan@example.com', name: 'Rohan Mehta' });
    const lamp = await createProduct(shop, { name: 'Brass Lamp', pricePaise: 120_000, stock: 7 });

    // New order, and the stock falls to 5: low stock.
    const placed = await placeOrder(shop, buyer.token, orderInput([{ productId: lamp, quantity: 2 }]));
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.placeOrder.order.id;
    await expect
      .poll(async () => (await unreadNotes()).map((n) => n.type).sort(), { timeout: 3000 })
      .toEqual(['LOW_STOCK', 'NEW_ORDER']);
    const mine = await unreadNotes();
    expect(mine.find((n) => n.type === 'NEW_ORDER')).toMatchObject({
      orderId,
      shopperId: buyer.userId,
      isRead: false,
      message: expect.stringMatching(/^New order .+ from Rohan Mehta: 1 item, ₹/),
    });
    expect(mine.find((n) => n.type === 'LOW_STOCK')).toMatchObject({
      productId: lamp,
      message: 'Low stock: Brass Lamp has 5 left',
    });
    await expect.poll(() => counts.at(-1), { timeout: 3000 }).toBe(2);

    // Still low after another order: no second low-stock notice while the first is unread.
    await placeOrder(shop, buyer.token, orderInput([{ productId: lamp, quantity: 1 }]));
    await expect.poll(async () => (await unreadNotes()).length, { timeout: 3000 }).toBe(3);
    expect((await unreadNotes()).filter((n) => n.type === 'LOW_STOCK')).toHaveLength(1);

    // A return request.
    await sql(shop, `update orders set status = 'Delivered', delivered_at = now() where id = ?`, [orderId]);
    const ret = await shop.gql(
      'mutation($id: ID!) { requestReturn(id: $id, reason: DEFECTIVE_PRODUCT, details: "Dented") { message } }',
      { id: orderId },
      { token: buyer.token },
    );
    expect(ret.errors).toBeUndefined();
    await expect.poll(async () => (await notes())[0]?.type, { timeout: 3000 }).toBe('RETURN_REQUESTED');
    expect((await notes())[0]!.message).toMatch(/^Return requested for order .+ by Rohan Mehta/);

    // The first chat message opens a conversation; the second does not.
    const SEND = 'mutation($c: String!) { sendChatMessage(input: { content: $c }) { id } }';
    expect(
      (await shop.gql(SEND, { c: 'Is the lamp dimmable?' }, { token: buyer.token })).errors,
    ).toBeUndefined();
    await expect.poll(async () => (await notes())[0]?.type, { timeout: 3000 }).toBe('NEW_CHAT');
    expect((await notes())[0]).toMatchObject({
      shopperId: buyer.userId,
      message: 'New chat from Rohan Mehta: “Is the lamp dimmable?”',
    });
    await shop.gql(SEND, { c: 'Hello?' }, { token: buyer.token });
    await new Promise((r) => setTimeout(r, 300));
    expect((await notes()).filter((n) => n.type === 'NEW_CHAT')).toHaveLength(1);

    await expect.poll(() => counts.at(-1), { timeout: 3000 }).toBe(5);
    const unread = await shop.gql<{ adminUnreadNotificationCount: number }>(
      '{ adminUnreadNotificationCount }',
      {},
      { token: admin.token },
    );
    expect(unread.data?.adminUnreadNotificationCount).toBe(5);

    // Marking one read, then all.
    const one = (await notes())[0]!.id;
    const r1 = await shop.gql<{ markAdminNotificationsRead: { modifiedCount: number } }>(
      'mutation($ids: [ID!]) { markAdminNotificationsRead(ids: $ids) { modifiedCount } }',
      { ids: [one] },
      { token: admin.token },
    );
    expect(r1.data?.markAdminNotificationsRead.modifiedCount).toBe(1);
    await expect.poll(() => counts.at(-1), { timeout: 3000 }).toBe(4);
    await shop.gql('mutation { markAdminNotificationsRead { modifiedCount } }', {}, { token: admin.token });
    await expect.poll(() => counts.at(-1), { timeout: 3000 }).toBe(0);

    // Shoppers' own notifications are untouched by the admin's.
    const shopperNotes = await shop.gql<{ notifications: { message: string }[] }>(
      '{ notifications { message } }',
      {},
      { token: buyer.token },
    );
    expect(shopperNotes.data!.notifications.some((n) => n.message.startsWith('New order'))).toBe(false);
  });

  it('each admin has their own list and read state', async () => {
    // An invitation: the second admin sets their own password with the mailed code.
    await inviteAndAccept(shop, admin.token, { email: 'second.admin@example.com', password: 'Second#123' });
    const second = await logIn(shop, 'second.admin@example.com', 'Second#123');
    const p = await createProduct(shop, { name: 'Tea Set', pricePaise: 90_000, stock: 50 });
    await placeOrder(shop, shopper.token, orderInput([{ productId: p, quantity: 1 }]));
    await expect.poll(async () => (await notes(second.token)).length, { timeout: 3000 }).toBe(1);
    await shop.gql('mutation { markAdminNotificationsRead { modifiedCount } }', {}, { token: second.token });
    expect((await notes())[0]).toMatchObject({ type: 'NEW_ORDER', isRead: false });
  });
});
