import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, firstError, SHIPPING, sql, topUp } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/** The admin's Payments screen (issue 32): the list, its filters and pages, a payment's events, "check with provider". */

const FIELDS = `id purpose provider state amount providerOrderId providerPaymentId method orderId customerEmail
  createdAt updatedAt checkedAt canCheckWithProvider`;

const LIST = `query P($input: AdminPaymentsInput) {
  adminPayments(input: $input) { pageInfo { hasNextPage endCursor } edges { cursor node { ${FIELDS} } } }
}`;

const DETAILS = `query D($id: ID!) {
  adminPayment(id: $id) {
    payment { ${FIELDS} }
    events { id source type providerEventId providerPaymentId amount reason receivedAt }
    refunds { id amount state providerRefundId createdAt }
  }
}`;

const CHECK = `mutation C($id: ID!) {
  checkPaymentWithProvider(id: $id) { changed message payment { id state providerPaymentId checkedAt canCheckWithProvider } }
}`;

const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { id } checkout { paymentId url providerOrderId } }
}`;

interface Row {
  id: string;
  purpose: string;
  provider: string;
  state: string;
  amount: number;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  orderId: string | null;
  customerEmail: string | null;
  canCheckWithProvider: boolean;
}
interface Page {
  adminPayments: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Row }[] };
}

let shop: TestShop;
let admin: { token: string };
let asha: { token: string; userId: string };
let ravi: { token: string; userId: string };
/** The payments made in beforeAll. */
const made = {} as Record<
  'card' | 'topup' | 'timeout' | 'open',
  { paymentId: string; orderId: string | null }
>;

const list = (input: Record<string, unknown> | null, token: string | null = admin.token) =>
  shop.gql<Page>(LIST, { input }, { token });

async function ids(input: Record<string, unknown>): Promise<string[]> {
  const res = await list({ first: 100, ...input });
  expect(res.errors).toBeUndefined();
  return res.data!.adminPayments.edges.map((e) => e.node.id);
}

async function placeHosted(token: string, productId: string) {
  const res = await shop.gql<{
    placeOrder: { order: { id: string }; checkout: { paymentId: string; url: string } };
  }>(
    PLACE,
    {
      input: {
        items: [{ productId, quantity: 1 }],
        shipping: SHIPPING,
        payment: { method: 'UPI', upiProvider: 'GPay', payOnProviderPage: true },
      },
      key: crypto.randomUUID(),
    },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.placeOrder;
}

beforeAll(async () => {
  shop = await startTestShop(
    { SEED_DEMO_DATA: 'false' as never, LOG_LEVEL: 'error' },
    { actionLimits: { orders: { points: 1000, durationSeconds: 600 } } },
  );
  admin = await logIn(shop, ADMIN.email, ADMIN.password);
  asha = await signUp(shop, { email: 'asha.payer@example.com' });
  ravi = await signUp(shop, { email: 'ravi.topup@example.com' });
  const product = await createProduct(shop, { name: 'Lamp', pricePaise: 50_000, stock: 20 });

  // 1. An order paid at once by the legacy card payload.
  const card = await shop.gql<{ placeOrder: { order: { id: string } } }>(
    PLACE,
    {
      input: {
        items: [{ productId: product, quantity: 1 }],
        shipping: SHIPPING,
        payment: { method: 'CARD', cardNumber: '4111 1111 1111 1234', expiry: '12/29', cvv: '123' },
      },
      key: crypto.randomUUID(),
    },
    { token: asha.token },
  );
  expect(card.errors).toBeUndefined();
  const cardOrder = card.data!.placeOrder.order.id;
  const [cardPayment] = await sql<{ id: string }>(shop, 'select id from payments where order_id = ?', [
    cardOrder,
  ]);
  made.card = { paymentId: cardPayment!.id, orderId: cardOrder };

  // 2. A wallet top-up, paid on the gateway's page.
  await topUp(shop, ravi.token, 250);
  const [topup] = await sql<{ id: string }>(shop, `select id from payments where purpose = 'topup'`);
  made.topup = { paymentId: topup!.id, orderId: null };

  // 3. An order whose money the gateway took but never reported (timeout card): left pending.
  const timeout = await placeHosted(asha.token, product);
  const page = await fetch(`${shop.url}${timeout.checkout.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      method: 'card',
      cardNumber: '4000000000000119',
      expiry: '12/29',
      cvv: '123',
    }),
    redirect: 'manual',
  });
  expect(page.status).toBe(202);
  made.timeout = { paymentId: timeout.checkout.paymentId, orderId: timeout.order.id };

  // 4. An order whose shopper never paid (the gateway's order is only created).
  const open = await placeHosted(asha.token, product);
  made.open = { paymentId: open.checkout.paymentId, orderId: open.order.id };
});

afterAll(async () => {
  await shop?.close();
});

describe('adminPayments: the list and its filters', () => {
  it('lists every payment newest first with amount, state, provider ids, method and the payer', async () => {
    const res = await list(null);
    expect(res.errors).toBeUndefined();
    const rows = res.data!.adminPayments.edges.map((e) => e.node);
    expect(rows.map((r) => r.id)).toEqual([
      made.open.paymentId,
      made.timeout.paymentId,
      made.topup.paymentId,
      made.card.paymentId,
    ]);
    const card = rows.find((r) => r.id === made.card.paymentId)!;
    expect(card).toMatchObject({
      purpose: 'ORDER',
      provider: 'test',
      state: 'PAID',
      amount: 590,
      method: 'card',
      orderId: made.card.orderId,
      customerEmail: 'asha.payer@example.com',
      canCheckWithProvider: false,
    });
    expect(card.providerOrderId).toMatch(/^order_test_/);
    expect(card.providerPaymentId).toMatch(/^pay_test_/);
    expect(rows.find((r) => r.id === made.topup.paymentId)).toMatchObject({
      purpose: 'TOPUP',
      amount: 250,
      orderId: null,
      customerEmail: 'ravi.topup@example.com',
    });
    expect(rows.find((r) => r.id === made.open.paymentId)).toMatchObject({
      state: 'PENDING',
      canCheckWithProvider: true,
    });
  });

  it('filters by state, purpose and provider', async () => {
    expect(await ids({ state: 'PENDING' })).toEqual([made.open.paymentId, made.timeout.paymentId]);
    expect(await ids({ state: 'PAID', purpose: 'ORDER' })).toEqual([made.card.paymentId]);
    expect(await ids({ purpose: 'TOPUP' })).toEqual([made.topup.paymentId]);
    expect(await ids({ provider: 'test' })).toHaveLength(4);
    expect(await ids({ provider: 'razorpay' })).toEqual([]);
    expect(firstError(await list({ provider: 'paypal' }))).toEqual({
      message: 'Provider must be one of: test, razorpay',
      code: 'BAD_USER_INPUT',
    });
  });

  it("searches by the customer's e-mail, the order's reference or id, and the provider's ids", async () => {
    expect(await ids({ search: 'RAVI.TOPUP' })).toEqual([made.topup.paymentId]);
    expect(await ids({ search: 'asha.payer@' })).toHaveLength(3);
    const ref = `#${made.card.orderId!.slice(0, 8).toUpperCase()}`;
    expect(await ids({ search: ref })).toEqual([made.card.paymentId]);
    expect(await ids({ search: made.timeout.orderId })).toEqual([made.timeout.paymentId]);
    const [row] = await sql<{ provider_order_id: string; provider_payment_id: string }>(
      shop,
      'select provider_order_id, provider_payment_id from payments where id = ?',
      [made.topup.paymentId],
    );
    expect(await ids({ search: row!.provider_order_id })).toEqual([made.topup.paymentId]);
    expect(await ids({ search: row!.provider_payment_id })).toEqual([made.topup.paymentId]);
    expect(await ids({ search: 'nobody-like-this' })).toEqual([]);
    // `%` and `_` are taken literally, not as wildcards.
    expect(await ids({ search: '%' })).toEqual([]);
    expect(firstError(await list({ search: 'x'.repeat(101) }))?.message).toBe(
      'Search must be at most 100 characters',
    );
  });

  it('filters by a date range (from inclusive, to exclusive); a reversed range is refused', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await ids({ createdFrom: hourAgo, createdTo: inAnHour })).toHaveLength(4);
    expect(await ids({ createdFrom: inAnHour })).toEqual([]);
    expect(await ids({ createdTo: hourAgo })).toEqual([]);
    expect(firstError(await list({ createdFrom: inAnHour, createdTo: hourAgo }))).toEqual({
      message: 'The start date must be before the end date',
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('adminPayments: pages by cursor', () => {
  it('walks every payment once, in order, even when many share one instant', async () => {
    // 30 more top-ups straight into the table, all created at one instant (ties broken by id).
    await sql(
      shop,
      `insert into payments (provider, purpose, user_id, amount_paise, state, expires_at, created_at)
       select 'test', 'topup', ?, 100 * g, 'expired', now(), now() - interval '1 day'
       from generate_series(1, 30) g`,
      [ravi.userId],
    );
    const seen: Row[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const res = await list({ first: 7, after });
      expect(res.errors).toBeUndefined();
      const page = res.data!.adminPayments;
      expect(page.edges.length).toBeLessThanOrEqual(7);
      seen.push(...page.edges.map((e) => e.node));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(5);
    expect(seen).toHaveLength(34);
    expect(new Set(seen.map((r) => r.id)).size).toBe(34);
    const [all] = await sql<{ ids: string[] }>(
      shop,
      'select array_agg(id::text order by created_at desc, id desc) as ids from payments',
    );
    expect(seen.map((r) => r.id)).toEqual(all!.ids);
    // Filters hold across pages too.
    const expired = await list({ state: 'EXPIRED', first: 20 });
    expect(expired.data!.adminPayments.edges).toHaveLength(20);
    const rest = await list({
      state: 'EXPIRED',
      first: 20,
      after: expired.data!.adminPayments.pageInfo.endCursor,
    });
    expect(rest.data!.adminPayments.edges).toHaveLength(10);
    expect(rest.data!.adminPayments.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it('refuses a malformed cursor and a page size out of bounds with their messages', async () => {
    for (const after of ['nonsense', Buffer.from('["x","y"]').toString('base64url')])
      expect(firstError(await list({ after }))).toEqual({
        message: 'Invalid cursor',
        code: 'BAD_USER_INPUT',
      });
    for (const first of [0, 101])
      expect(firstError(await list({ first }))?.message).toBe('first must be between 1 and 100');
  });
});

describe('who may see payments', () => {
  it('refuses a shopper (FORBIDDEN) and a visitor (UNAUTHENTICATED) every operation', async () => {
    const ops: [string, Record<string, unknown>][] = [
      [LIST, { input: null }],
      [DETAILS, { id: made.card.paymentId }],
      [CHECK, { id: made.open.paymentId }],
    ];
    for (const [query, variables] of ops) {
      const shopper = await shop.gql(query, variables, { token: asha.token });
      expect(firstError(shopper)).toEqual({ message: 'Only admins can see payments', code: 'FORBIDDEN' });
      expect(shopper.data ?? null).toBeNull();
      const visitor = await shop.gql(query, variables);
      expect(firstError(visitor)).toEqual({
        message: 'Only admins can see payments',
        code: 'UNAUTHENTICATED',
      });
    }
    const [row] = await sql<{ state: string; checked_at: Date | null }>(
      shop,
      'select state, checked_at from payments where id = ?',
      [made.open.paymentId],
    );
    expect(row).toEqual({ state: 'pending', checked_at: null });
  });
});

describe("a payment's events and check with provider", () => {
  it("shows a paid payment's events and refunds", async () => {
    await shop.server.services.payments.refund(
      shop.server.orm.em.fork() as never,
      made.card.paymentId,
      10_000,
      'admin-payments-refund',
    );
    const res = await shop.gql<{
      adminPayment: { events: Record<string, unknown>[]; refunds: Record<string, unknown>[] };
    }>(DETAILS, { id: made.card.paymentId }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const { events, refunds } = res.data!.adminPayment;
    expect(events).toEqual([
      expect.objectContaining({ source: 'direct', type: 'payment.captured', amount: 590, reason: null }),
    ]);
    expect(events[0]!.providerEventId).toMatch(/^direct:pay_test_/);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 100,
        state: 'processed',
        providerRefundId: expect.stringMatching(/^rfnd_test_/),
      }),
    ]);
    for (const id of [crypto.randomUUID(), 'not-an-id'])
      expect(firstError(await shop.gql(DETAILS, { id }, { token: admin.token }))).toEqual({
        message: 'Payment not found',
        code: 'NOT_FOUND',
      });
  });

  it('a payment the gateway never settled stays pending; one it took is paid now, once; a settled one is refused', async () => {
    const check = (id: string) =>
      shop.gql<{
        checkPaymentWithProvider: { changed: boolean; message: string; payment: Record<string, unknown> };
      }>(CHECK, { id }, { token: admin.token });

    const still = await check(made.open.paymentId);
    expect(still.errors).toBeUndefined();
    expect(still.data!.checkPaymentWithProvider).toMatchObject({
      changed: false,
      message: 'Checked with the provider: no change, the payment is still pending',
      payment: { state: 'PENDING', canCheckWithProvider: true, checkedAt: expect.any(String) },
    });

    const paid = await check(made.timeout.paymentId);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.checkPaymentWithProvider).toMatchObject({
      changed: true,
      message: 'Checked with the provider: the payment is now paid',
      payment: {
        state: 'PAID',
        canCheckWithProvider: false,
        providerPaymentId: expect.stringMatching(/^pay_test_/),
      },
    });
    const [order] = await sql<{ payment_status: string }>(
      shop,
      'select payment_status from orders where id = ?',
      [made.timeout.orderId],
    );
    expect(order!.payment_status).toBe('paid');
    const details = await shop.gql<{ adminPayment: { events: { source: string; type: string }[] } }>(
      DETAILS,
      { id: made.timeout.paymentId },
      { token: admin.token },
    );
    expect(details.data!.adminPayment.events).toContainEqual(
      expect.objectContaining({ source: 'admin', type: 'status.paid' }),
    );

    // Asked again (a second click, or the job after it): refused, nothing applied twice.
    expect(firstError(await check(made.timeout.paymentId))).toEqual({
      message:
        'This payment is already paid: only a pending or failed payment can be checked with the provider',
      code: 'BAD_USER_INPUT',
    });
    const again = await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 60 * 60_000));
    expect(again).toMatchObject({ settled: 0 });
    const [events] = await sql<{ n: string }>(
      shop,
      'select count(*) as n from payment_events where payment_id = ?',
      [made.timeout.paymentId],
    );
    expect(Number(events!.n)).toBe(1);
    expect(firstError(await check(crypto.randomUUID()))?.message).toBe('Payment not found');
  });
});
