import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import {
  createProduct,
  firstError,
  ORDER_FIELDS,
  orderInput,
  placeOrder,
  sql,
  stockOf,
  walletState,
  type OrderJson,
} from './support/commerce.js';

let shop: TestShop;
let admin: string;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };

beforeAll(async () => {
  shop = await startTestShop();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  alice = await signUp(shop, { email: 'alice@example.com', name: 'Alice Menon' });
  bob = await signUp(shop, { email: 'bob@example.com', name: 'Bob Iyer' });
});
afterAll(() => shop?.close());

const CANCEL =
  'mutation($id: ID!) { cancelOrder(id: $id) { message order { status refundedAmount feeAmount } } }';
const STATUS =
  'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { message order { status deliveredAt } } }';
const RETURN =
  'mutation($id: ID!, $r: ReturnReason, $d: String) { requestReturn(id: $id, reason: $r, details: $d) { message order { status returnDetails { reason details } } } }';
const CONFIRM = 'mutation($id: ID!) { confirmReturn(id: $id) { message order { status refundedAmount } } }';

async function newOrder(who: { token: string }, pricePaise = 100_000, quantity = 1, stock = 10) {
  const p = await createProduct(shop, {
    name: `Item ${Math.random().toString(36).slice(2, 7)}`,
    pricePaise,
    stock,
  });
  const res = await placeOrder(shop, who.token, orderInput([{ productId: p, quantity }]));
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return { productId: p, order: res.data!.placeOrder.order };
}

async function deliver(id: string) {
  for (const s of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const r = await shop.gql(STATUS, { id, s }, { token: admin });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
}

describe('reading orders', () => {
  it('lists my own orders newest first and shows one to its owner and admins only', async () => {
    const first = await newOrder(alice);
    const second = await newOrder(alice);
    await newOrder(bob);
    const mine = await shop.gql<{ orders: { id: string }[] }>(
      '{ orders { id } }',
      {},
      { token: alice.token },
    );
    expect(mine.data?.orders.map((o) => o.id).slice(0, 2)).toEqual([second.order.id, first.order.id]);
    const q = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
    const own = await shop.gql<{ order: OrderJson }>(q, { id: first.order.id }, { token: alice.token });
    expect(own.data?.order.id).toBe(first.order.id);
    const theirs = await shop.gql(q, { id: first.order.id }, { token: bob.token });
    expect(firstError(theirs)).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    const asAdmin = await shop.gql<{ order: OrderJson }>(q, { id: first.order.id }, { token: admin });
    expect(asAdmin.data?.order.customer.email).toBe('alice@example.com');
    const rest = await shop.rest('GET', `/api/orders/${first.order.id}`, undefined, { token: bob.token });
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ error: 'Order not found' });
    const junk = await shop.rest('GET', '/api/orders/not-a-uuid', undefined, { token: alice.token });
    expect(junk.status).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels a Pending order once: keeps 18%, refunds the rest to the wallet, restocks', async () => {
    const { productId, order } = await newOrder(alice, 100_000, 2, 5); // base ₹2,360
    expect(await stockOf(shop, productId)).toBe(3);
    const before = await walletState(shop, alice.userId);
    const res = await shop.gql<{ cancelOrder: { message: string; order: Record<string, unknown> } }>(
      CANCEL,
      { id: order.id },
      { token: alice.token },
    );
    expect(res.data?.cancelOrder.order).toEqual({
      status: 'CANCELLED',
      refundedAmount: 1935.2,
      feeAmount: 424.8,
    });
    expect(res.data?.cancelOrder.message).toBe('Order cancelled. ₹1,935.20 refunded to your wallet.');
    expect(await stockOf(shop, productId)).toBe(5);
    const after = await walletState(shop, alice.userId);
    expect(after.balance - before.balance).toBe(193_520);
    expect(after.balance).toBe(after.ledger);
    const again = await shop.gql(CANCEL, { id: order.id }, { token: alice.token });
    expect(firstError(again)?.message).toBe('Only pending orders can be cancelled');
    expect((await walletState(shop, alice.userId)).balance).toBe(after.balance);
  });

  it("never lets someone else cancel (or learn about) my order; admins cannot cancel shoppers' orders", async () => {
    const { order } = await newOrder(alice);
    const byBob = await shop.gql(CANCEL, { id: order.id }, { token: bob.token });
    expect(firstError(byBob)).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    const restBob = await shop.rest('PATCH', `/api/orders/${order.id}/cancel`, {}, { token: bob.token });
    expect(restBob.status).toBe(404);
    const byAdmin = await shop.gql(CANCEL, { id: order.id }, { token: admin });
    expect(firstError(byAdmin)?.code).toBe('NOT_FOUND');
    const status = await sql<{ status: string }>(shop, 'select status from orders where id = ?', [order.id]);
    expect(status[0]!.status).toBe('Pending');
  });

  it('refuses to cancel once processing has started', async () => {
    const { order } = await newOrder(alice);
    await shop.gql(STATUS, { id: order.id, s: 'PROCESSING' }, { token: admin });
    const res = await shop.gql(CANCEL, { id: order.id }, { token: alice.token });
    expect(firstError(res)?.message).toBe('Only pending orders can be cancelled');
  });
});

describe('admin status moves', () => {
  it('moves Pending → Processing → Shipped → Delivered one step at a time and sets deliveredAt', async () => {
    const { order } = await newOrder(bob);
    const skip = await shop.gql(STATUS, { id: order.id, s: 'SHIPPED' }, { token: admin });
    expect(firstError(skip)?.message).toBe(
      'Cannot change an order from Pending to Shipped: orders move Pending → Processing → Shipped → Delivered, one step at a time',
    );
    await deliver(order.id);
    const o = await shop.gql<{ order: OrderJson }>(
      `query($id: ID!) { order(id: $id) { status deliveredAt canRequestReturn } }`,
      { id: order.id },
      { token: bob.token },
    );
    expect(o.data?.order.status).toBe('DELIVERED');
    expect(o.data?.order.deliveredAt).toBeTruthy();
    expect(o.data?.order.canRequestReturn).toBe(true);
    for (const s of ['PENDING', 'CANCELLED', 'RETURNED', 'RETURN_REQUESTED', 'DELIVERED']) {
      const back = await shop.gql(STATUS, { id: order.id, s }, { token: admin });
      expect(firstError(back)?.code, s).toBe('BAD_USER_INPUT');
    }
  });

  it('is for admins only (GraphQL and REST)', async () => {
    const { order } = await newOrder(bob);
    const res = await shop.gql(STATUS, { id: order.id, s: 'PROCESSING' }, { token: bob.token });
    expect(firstError(res)).toEqual({ message: 'Access denied. Admin login required.', code: 'FORBIDDEN' });
    const rest = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/status`,
      { status: 'Processing' },
      { token: bob.token },
    );
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ error: 'Access denied. Admin login required.' });
    const ok = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/status`,
      { status: 'processing' },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ order: { status: 'Processing' } });
    const list = await shop.gql('{ adminOrders { total } }', {}, { token: bob.token });
    expect(firstError(list)?.code).toBe('FORBIDDEN');
  });
});

describe('returns', () => {
  it('lets the owner request a return of a delivered order within 5 days, with a reason', async () => {
    const { order } = await newOrder(bob);
    const early = await shop.gql(RETURN, { id: order.id, r: 'CHANGED_MIND' }, { token: bob.token });
    expect(firstError(early)?.message).toBe('Return period has expired or order is not delivered');
    await deliver(order.id);
    const noReason = await shop.gql(RETURN, { id: order.id }, { token: bob.token });
    expect(firstError(noReason)?.message).toBe('Please select a reason for the return');
    const byAlice = await shop.gql(RETURN, { id: order.id, r: 'CHANGED_MIND' }, { token: alice.token });
    expect(firstError(byAlice)?.code).toBe('NOT_FOUND');
    const restAlice = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/return/request`,
      { returnReason: 'Changed Mind' },
      { token: alice.token },
    );
    expect(restAlice.status).toBe(404);
    const ok = await shop.gql<{ requestReturn: { order: Record<string, unknown> } }>(
      RETURN,
      { id: order.id, r: 'DEFECTIVE_PRODUCT', d: 'Cracked lid' },
      { token: bob.token },
    );
    expect(ok.data?.requestReturn.order).toEqual({
      status: 'RETURN_REQUESTED',
      returnDetails: { reason: 'Defective Product', details: 'Cracked lid' },
    });
    const twice = await shop.gql(RETURN, { id: order.id, r: 'OTHER' }, { token: bob.token });
    expect(firstError(twice)?.message).toBe('Return period has expired or order is not delivered');
  });

  it('refuses after the window (5 days from delivery)', async () => {
    const { order } = await newOrder(bob);
    await deliver(order.id);
    await sql(shop, `update orders set delivered_at = now() - interval '5 days 1 minute' where id = ?`, [
      order.id,
    ]);
    const res = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/return/request`,
      { returnReason: 'Changed Mind', returnDetails: '' },
      { token: bob.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Return period has expired or order is not delivered' });
    await sql(shop, `update orders set delivered_at = now() - interval '4 days 23 hours' where id = ?`, [
      order.id,
    ]);
    const ok = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/return/request`,
      { returnReason: 'Changed Mind', returnDetails: 'Too big' },
      { token: bob.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      order: { status: 'Return Requested', returnDetails: { reason: 'Changed Mind' } },
    });
  });

  it('admin confirms a requested return once: refund less fee, restock; shoppers may not', async () => {
    const { order, productId } = await newOrder(bob, 50_000, 2, 2); // base ₹1,180
    await deliver(order.id);
    await shop.gql(RETURN, { id: order.id, r: 'WRONG_ITEM_RECEIVED' }, { token: bob.token });
    const byBob = await shop.gql(CONFIRM, { id: order.id }, { token: bob.token });
    expect(firstError(byBob)).toEqual({ message: 'Access denied. Admin login required.', code: 'FORBIDDEN' });
    const restBob = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/return/confirm`,
      {},
      { token: bob.token },
    );
    expect(restBob.status).toBe(403);
    const before = await walletState(shop, bob.userId);
    expect(await stockOf(shop, productId)).toBe(0);
    const ok = await shop.rest(
      'PATCH',
      `/api/orders/${order.id}/return/confirm`,
      { refundAmount: 999999, gstDeduction: 0 },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ order: { status: 'Returned', refundedAmount: 967.6 } });
    expect(await stockOf(shop, productId)).toBe(2);
    const after = await walletState(shop, bob.userId);
    expect(after.balance - before.balance).toBe(96_760);
    expect(after.ledger).toBe(after.balance);
    const again = await shop.gql(CONFIRM, { id: order.id }, { token: admin });
    expect(firstError(again)?.message).toBe('Only orders with a requested return can be confirmed');
    const refunds = await sql<{ n: string }>(
      shop,
      `select count(*) as n from wallet_transactions where order_id = ? and kind = 'refund'`,
      [order.id],
    );
    expect(Number(refunds[0]!.n)).toBe(1);
  });
});

describe('what the server tells clients about an order', () => {
  const VIEW = 'query($id: ID!) { order(id: $id) { status nextStatus refundPreview { fee refund } } }';
  type View = {
    order: {
      status: string;
      nextStatus: string | null;
      refundPreview: { fee: number; refund: number } | null;
    };
  };

  it('gives admins the next fulfilment step and nobody else', async () => {
    const { order } = await newOrder(alice, 123_456);
    const asAdmin = await shop.gql<View>(VIEW, { id: order.id }, { token: admin });
    expect(asAdmin.data?.order.nextStatus).toBe('PROCESSING');
    const asOwner = await shop.gql<View>(VIEW, { id: order.id }, { token: alice.token });
    expect(asOwner.data?.order.nextStatus).toBeNull();
    await deliver(order.id);
    const delivered = await shop.gql<View>(VIEW, { id: order.id }, { token: admin });
    expect(delivered.data?.order).toMatchObject({ status: 'DELIVERED', nextStatus: null });
  });

  it('previews the fee and refund that a cancellation then really applies', async () => {
    // ₹1,234.56 + 18% GST = ₹1,456.78 base; fee 18% = ₹262.22 (half up), refund ₹1,194.56.
    const { order } = await newOrder(alice, 123_456);
    const before = await shop.gql<View>(VIEW, { id: order.id }, { token: alice.token });
    expect(before.data?.order.refundPreview).toEqual({ fee: 262.22, refund: 1194.56 });
    const done = await shop.gql<{ cancelOrder: { order: { refundedAmount: number; feeAmount: number } } }>(
      CANCEL,
      { id: order.id },
      { token: alice.token },
    );
    expect(done.data?.cancelOrder.order).toMatchObject({ refundedAmount: 1194.56, feeAmount: 262.22 });
    const after = await shop.gql<View>(VIEW, { id: order.id }, { token: alice.token });
    expect(after.data?.order.refundPreview).toBeNull();
  });
});

describe('admin order list', () => {
  it('searches, filters, sorts and summarises', async () => {
    const carol = await signUp(shop, { email: 'carol.search@example.com', name: 'Carol Zed' });
    const a = await newOrder(carol, 10_000);
    const b = await newOrder(carol, 30_000);
    await shop.gql(CANCEL, { id: b.order.id }, { token: carol.token });
    type List = {
      adminOrders: {
        total: number;
        orders: { id: string; status: string; totals: { baseTotal: number } }[];
        summary: { totalOrders: number; totalRevenue: number; averageOrderValue: number };
      };
    };
    const Q = `query($i: AdminOrdersInput) { adminOrders(input: $i) { total orders { id status totals { baseTotal } } summary { totalOrders totalRevenue averageOrderValue } } }`;
    const byName = await shop.gql<List>(Q, { i: { search: 'carol z' } }, { token: admin });
    expect(byName.data?.adminOrders.total).toBe(2);
    expect(byName.data?.adminOrders.orders.map((o) => o.id)).toEqual([b.order.id, a.order.id]);
    const byId = await shop.gql<List>(Q, { i: { search: a.order.id.slice(0, 8) } }, { token: admin });
    expect(byId.data?.adminOrders.orders.map((o) => o.id)).toContain(a.order.id);
    const cancelled = await shop.gql<List>(
      Q,
      { i: { status: 'CANCELLED', search: 'carol.search' } },
      { token: admin },
    );
    expect(cancelled.data?.adminOrders.orders.map((o) => o.id)).toEqual([b.order.id]);
    const byAmount = await shop.gql<List>(
      Q,
      { i: { sortBy: 'AMOUNT', sortDirection: 'ASC', first: 200 } },
      { token: admin },
    );
    const amounts = byAmount.data!.adminOrders.orders.map((o) => o.totals.baseTotal);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));

    // Revenue (docs/revenue.md): base totals less wallet refunds, so a cancelled order keeps its fee.
    const rows = await sql<{ base_total_paise: number; refunded_paise: number | null }>(
      shop,
      'select base_total_paise, refunded_paise from orders',
    );
    const revenue = rows.reduce((n, r) => n + r.base_total_paise - (r.refunded_paise ?? 0), 0);
    const summary = byAmount.data!.adminOrders.summary;
    expect(summary.totalOrders).toBe(rows.length);
    expect(summary.totalRevenue).toBe(revenue / 100);
    expect(summary.averageOrderValue).toBe(Math.round(revenue / rows.length) / 100);
  });

  it('REST GET /api/orders: admins see every order, shoppers their own, in the legacy shape', async () => {
    const all = await shop.rest<{ _id: string; user: { email: string } }[]>('GET', '/api/orders', undefined, {
      token: admin,
    });
    const emails = new Set(all.body.map((o) => o.user.email));
    expect(emails.has('alice@example.com') && emails.has('bob@example.com')).toBe(true);
    const mine = await shop.rest<Record<string, unknown>[]>('GET', '/api/orders', undefined, {
      token: alice.token,
    });
    expect(mine.body.length).toBeGreaterThan(0);
    expect(new Set(mine.body.map((o) => (o.user as { email: string }).email))).toEqual(
      new Set(['alice@example.com']),
    );
    const o = mine.body[0]!;
    expect(Object.keys(o)).toEqual(
      expect.arrayContaining([
        '_id',
        'createdAt',
        'deliveredAt',
        'status',
        'items',
        'shipping',
        'payment',
        'totals',
        'returnDetails',
        'refundedAmount',
      ]),
    );
    expect((o.items as Record<string, unknown>[])[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        product: expect.any(String),
        name: expect.any(String),
      }),
    );
    expect(o.payment).toMatchObject({ method: 'card', cardLastFour: '1234' });
    const anon = await shop.rest('GET', '/api/orders');
    expect(anon.status).toBe(401);
  });
});
