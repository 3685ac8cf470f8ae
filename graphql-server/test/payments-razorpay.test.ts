import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { startShopServer, type ShopServer } from '../src/server.js';
import { createProduct, firstError, SHIPPING, sql, stockOf, walletState } from './support/commerce.js';
import { RazorpayFake } from './support/razorpay-fake.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { id payment { status } }
    checkout { paymentId provider kind url keyId scriptUrl providerOrderId amount amountPaise currency state }
  }
}`;

const CONFIRM = `mutation Confirm($input: ConfirmPaymentInput!) {
  confirmPayment(input: $input) { id state orderId amount }
}`;

interface Checkout {
  paymentId: string;
  provider: string;
  kind: string;
  keyId: string;
  providerOrderId: string;
  amountPaise: number;
}

describe('payments through Razorpay (a local fake of its documented API)', () => {
  let fake: RazorpayFake;
  let shop: TestShop;
  let other: ShopServer;
  let token: string;
  let userId: string;
  let admin: string;

  beforeAll(async () => {
    fake = await RazorpayFake.start();
    shop = await startTestShop(
      {
        LOG_LEVEL: 'error',
        RAZORPAY_KEY_ID: fake.keyId,
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_API_URL: fake.url,
      },
      { actionLimits: { orders: { points: 1000, durationSeconds: 600 } } },
    );
    other = await startShopServer(
      { ...shop.server.config, PORT: 0, SEED_DEMO_DATA: false },
      createLogger('silent'),
    );
    ({ token, userId } = await signUp(shop, { email: 'rzp-payer@example.com' }));
    admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  });

  afterAll(async () => {
    await other?.close();
    await shop?.close();
    await fake?.close();
  });

  async function place(productId: string, quantity = 1) {
    const res = await shop.gql<{
      placeOrder: { order: { id: string; payment: { status: string } }; checkout: Checkout };
    }>(
      PLACE,
      {
        input: {
          items: [{ productId, quantity }],
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

  async function orderRow(id: string) {
    const [row] = await sql<{ status: string; payment_status: string }>(
      shop,
      'select status, payment_status from orders where id = ?',
      [id],
    );
    return row!;
  }

  const eventsOf = (paymentId: string) =>
    sql<{ provider_event_id: string; source: string }>(
      shop,
      'select provider_event_id, source from payment_events where payment_id = ? order by provider_event_id',
      [paymentId],
    );

  const sales = (orderId: string) =>
    sql(shop, `select 1 from notifications where order_id = ? and topic = 'order_placed'`, [orderId]);

  function confirm(
    checkout: Checkout,
    providerPaymentId: string,
    signature: string,
    base = shop.url,
  ): Promise<Response> {
    return fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: CONFIRM,
        variables: {
          input: {
            paymentId: checkout.paymentId,
            providerOrderId: checkout.providerOrderId,
            providerPaymentId,
            signature,
          },
        },
      }),
    });
  }

  it('success by the return: a Razorpay order of the server total in paise, the checkout signature verified', async () => {
    const p = await createProduct(shop, { name: 'Rzp Kettle', pricePaise: 100_000, stock: 3 });
    const { order, checkout } = await place(p);
    expect(checkout).toMatchObject({
      provider: 'razorpay',
      kind: 'razorpay',
      url: null,
      keyId: fake.keyId,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      amount: 1180,
      amountPaise: 118_000,
      currency: 'INR',
      state: 'PENDING',
    });
    const rzpOrder = fake.orders.get(checkout.providerOrderId)!;
    expect(rzpOrder).toMatchObject({ amount: 118_000, currency: 'INR', receipt: checkout.paymentId });
    const created = fake.requests.find(
      (r) => r.path === '/v1/orders' && r.body.includes(checkout.paymentId),
    )!;
    expect(created.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
    );

    const { payment, signature } = fake.pay(checkout.providerOrderId, 'captured', 'card');
    // Signed with the webhook secret instead of the key secret: refused, nothing changes.
    const forged = await confirm(
      checkout,
      payment.id,
      fake.signReturn(checkout.providerOrderId, payment.id, fake.webhookSecret),
    );
    expect(((await forged.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The payment could not be verified',
    );
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    const ok = (await (await confirm(checkout, payment.id, signature)).json()) as {
      data: { confirmPayment: { state: string } };
    };
    expect(ok.data.confirmPayment.state).toBe('PAID');
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'paid' });
    expect(await sales(order.id)).toHaveLength(1);
    expect(await stockOf(shop, p)).toBe(2);
  });

  it('success by the webhook alone (payment.captured, then order.paid recorded and changing nothing)', async () => {
    const p = await createProduct(shop, { name: 'Rzp Lamp', pricePaise: 20_000, stock: 3 });
    const { order, checkout } = await place(p);
    const { payment } = fake.pay(checkout.providerOrderId, 'captured', 'upi');
    const hook = await fake.webhook(shop.url, fake.webhookBody('payment.captured', { payment }));
    expect(hook.status).toBe(200);
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'paid' });
    const paid = await fake.webhook(shop.url, fake.webhookBody('order.paid', { payment }));
    expect(paid.status).toBe(200);
    expect(await sales(order.id)).toHaveLength(1);
    const [row] = await sql<{ provider_payment_id: string; method: string; state: string }>(
      shop,
      'select provider_payment_id, method, state from payments where id = ?',
      [checkout.paymentId],
    );
    expect(row).toEqual({ provider_payment_id: payment.id, method: 'upi', state: 'paid' });
    expect((await eventsOf(checkout.paymentId)).map((e) => e.source)).toEqual(['webhook', 'webhook']);
  });

  it('failure, then a retry on the same Razorpay order that pays', async () => {
    const p = await createProduct(shop, { name: 'Rzp Fan', pricePaise: 30_000, stock: 2 });
    const { order, checkout } = await place(p);
    const failed = fake.pay(checkout.providerOrderId, 'failed');
    await fake.webhook(shop.url, fake.webhookBody('payment.failed', { payment: failed.payment }));
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'failed' });
    const [reason] = await sql<{ failure_reason: string }>(
      shop,
      'select failure_reason from payments where id = ?',
      [checkout.paymentId],
    );
    expect(reason!.failure_reason).toBe('Payment failed because the bank declined it');
    expect(await stockOf(shop, p)).toBe(1);
    const retry = fake.pay(checkout.providerOrderId, 'captured');
    const ok = await confirm(checkout, retry.payment.id, retry.signature);
    expect(
      ((await ok.json()) as { data: { confirmPayment: { state: string } } }).data.confirmPayment.state,
    ).toBe('PAID');
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    expect(await stockOf(shop, p)).toBe(1);
  });

  it('pending (authorised, the bank has not confirmed) stays pending, then the webhook pays it', async () => {
    const p = await createProduct(shop, { name: 'Rzp Clock', pricePaise: 15_000, stock: 2 });
    const { order, checkout } = await place(p);
    const { payment } = fake.pay(checkout.providerOrderId, 'authorized');
    await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 6 * 60_000));
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    fake.capture(payment.id);
    await fake.webhook(shop.url, fake.webhookBody('payment.captured', { payment }));
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    expect(await sales(order.id)).toHaveLength(1);
  });

  it('bad signatures are refused with 400 and change nothing (the key secret cannot pass for the webhook secret)', async () => {
    const p = await createProduct(shop, { name: 'Rzp Iron', pricePaise: 12_000, stock: 2 });
    const { order, checkout } = await place(p);
    const { payment } = fake.pay(checkout.providerOrderId, 'captured');
    const body = fake.webhookBody('payment.captured', { payment });
    const tries = [
      await fake.webhook(shop.url, body, { secret: fake.keySecret }),
      await fake.webhook(shop.url, body, { signature: 'not-hex' }),
      await fake.webhook(shop.url, body, { signature: '' }),
      // The right signature over other bytes (a body re-serialised on the way) does not pass either.
      await fake.webhook(shop.url, body, {
        signature: crypto.createHmac('sha256', fake.webhookSecret).update(`${body} `).digest('hex'),
      }),
    ];
    expect(tries.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'pending' });
    expect(await eventsOf(checkout.paymentId)).toEqual([]);
    expect(
      await sql(
        shop,
        `select 1 from payment_events where provider = 'razorpay' and source = 'webhook' and payment_id is null`,
      ),
    ).toEqual([]);
    // The test gateway's webhook path is not Razorpay's.
    const wrongPath = await fetch(`${shop.url}/api/payments/webhooks/test`, { method: 'POST', body: '{}' });
    expect(wrongPath.status).toBe(404);
  });

  it('exactly once: every event three times, concurrently, on two instances, the failure after the capture', async () => {
    const p = await createProduct(shop, { name: 'Rzp Heater', pricePaise: 40_000, stock: 4 });
    const { order, checkout } = await place(p, 2);
    expect(await stockOf(shop, p)).toBe(2);
    const declined = fake.pay(checkout.providerOrderId, 'failed');
    const { payment, signature } = fake.pay(checkout.providerOrderId, 'captured');
    const deliveries = [
      { body: fake.webhookBody('payment.failed', { payment: declined.payment }), eventId: 'evt_rzp_fail' },
      { body: fake.webhookBody('payment.captured', { payment }), eventId: 'evt_rzp_cap' },
      { body: fake.webhookBody('order.paid', { payment }), eventId: 'evt_rzp_paid' },
    ];
    const sends: Promise<Response>[] = [];
    for (let i = 0; i < 3; i++)
      for (const base of [shop.url, other.url]) {
        // Out of order: the order.paid first, the failure last.
        for (const d of [...deliveries].reverse())
          sends.push(fake.webhook(base, d.body, { eventId: d.eventId }));
        sends.push(confirm(checkout, payment.id, signature, base));
      }
    const answers = await Promise.all(sends);
    const bodies = await Promise.all(answers.map(async (r) => `${r.status} ${await r.text()}`));
    expect(bodies.filter((b) => !b.startsWith('200'))).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'paid' });
    expect(await stockOf(shop, p)).toBe(2);
    expect(await sales(order.id)).toHaveLength(1);
    expect((await eventsOf(checkout.paymentId)).map((e) => e.provider_event_id)).toEqual([
      'evt_rzp_cap',
      'evt_rzp_fail',
      'evt_rzp_paid',
      `return:${payment.id}`,
    ]);
    expect(
      await sql(shop, 'select 1 from payment_refunds where payment_id = ?', [checkout.paymentId]),
    ).toEqual([]);
  });

  it('reconciliation settles a payment whose webhook and return never came', async () => {
    const p = await createProduct(shop, { name: 'Rzp Mixer', pricePaise: 80_000, stock: 2 });
    const { order, checkout } = await place(p);
    const { payment } = fake.pay(checkout.providerOrderId, 'captured', 'netbanking');
    expect(await shop.server.jobs.runNow('payments.reconcile', {}, new Date())).toMatchObject({ checked: 0 });
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    const later = await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 6 * 60_000));
    // (the bad-signature test's capture, never delivered, is settled by this run too)
    expect((later as { settled: number }).settled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    const [row] = await sql<{ provider_payment_id: string; method: string }>(
      shop,
      'select provider_payment_id, method from payments where id = ?',
      [checkout.paymentId],
    );
    expect(row).toEqual({ provider_payment_id: payment.id, method: 'netbanking' });
    expect(
      fake.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/orders/${checkout.providerOrderId}/payments`,
      ),
    ).toBe(true);
  });

  it('refunds once per idempotency key; a refund whose answer was lost is completed by refund.processed', async () => {
    const p = await createProduct(shop, { name: 'Rzp Blender', pricePaise: 10_000, stock: 3 });
    const { checkout } = await place(p);
    const { payment, signature } = fake.pay(checkout.providerOrderId, 'captured');
    await confirm(checkout, payment.id, signature);
    const payments = shop.server.services.payments;
    const em = () => shop.server.orm.em.fork() as never;
    const [a, b] = await Promise.all([
      payments.refund(em(), checkout.paymentId, 5_000, 'rzp-refund-key-1'),
      payments.refund(em(), checkout.paymentId, 5_000, 'rzp-refund-key-1'),
    ]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ state: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    const sent = fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(sent.every((r) => r.headers['x-refund-idempotency'] === 'rzp-refund-key-1')).toBe(true);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ amount: 5_000 });

    // The second refund reaches Razorpay, but its answer is lost on the way back.
    fake.loseNextAnswer = true;
    const lost = await payments.refund(em(), checkout.paymentId, 3_000, 'rzp-refund-key-2');
    expect(lost).toMatchObject({ state: 'pending', providerRefundId: null });
    const made = [...fake.refunds.values()].find((r) => r.notes.shop_refund_key === 'rzp-refund-key-2')!;
    const hook = await fake.webhook(
      shop.url,
      fake.webhookBody('refund.processed', { payment, refund: made }),
    );
    expect(hook.status).toBe(200);
    const [row] = await sql<{ state: string; provider_refund_id: string }>(
      shop,
      'select state, provider_refund_id from payment_refunds where idempotency_key = ?',
      ['rzp-refund-key-2'],
    );
    expect(row).toEqual({ state: 'processed', provider_refund_id: made.id });
    // Reconciliation does not send it again; the fake holds two refunds for this payment.
    await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 60 * 60_000));
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(2);
    expect(fake.payments.get(payment.id)!.amount_refunded).toBe(8_000);
    await expect(payments.refund(em(), checkout.paymentId, 5_000, 'rzp-refund-key-3')).rejects.toThrow(
      'The refund is larger than what was paid',
    );
  });

  it('Razorpay down when the order is placed: a clear error, no 5xx', async () => {
    const p = await createProduct(shop, { name: 'Rzp Toaster', pricePaise: 10_000, stock: 2 });
    fake.failWith = 503;
    try {
      const res = await shop.gql(
        PLACE,
        {
          input: {
            items: [{ productId: p, quantity: 1 }],
            shipping: SHIPPING,
            payment: { method: 'UPI', upiProvider: 'GPay', payOnProviderPage: true },
          },
          key: crypto.randomUUID(),
        },
        { token },
      );
      expect(res.status).toBeLessThan(500);
      expect(firstError(res)?.message).toBe(
        'The payment service is not answering. Nothing was charged; please try again.',
      );
    } finally {
      fake.failWith = null;
    }
  });

  const REFUND_TO_SOURCE = `mutation Refund($id: ID!) {
    refundToOriginalMethod(id: $id) {
      message
      order { id status refundedAmount refundedToSourceAmount canRefundToSource }
    }
  }`;
  const ADMIN_ORDER = `query($id: ID!) { order(id: $id) { refundedAmount refundedToSourceAmount canRefundToSource } }`;

  async function paidOrder(name: string, pricePaise: number) {
    const p = await createProduct(shop, { name, pricePaise, stock: 5 });
    const { order, checkout } = await place(p);
    const { payment, signature } = fake.pay(checkout.providerOrderId, 'captured', 'card');
    await confirm(checkout, payment.id, signature);
    return { orderId: order.id, payment, productId: p };
  }

  it('refund to the original method: a cancelled order’s wallet refund goes back through Razorpay instead, once', async () => {
    const { orderId, payment } = await paidOrder('Rzp Speaker', 50_000);
    // Not cancelled yet: refused, nothing sent.
    const early = await shop.gql(REFUND_TO_SOURCE, { id: orderId }, { token: admin });
    expect(firstError(early)?.message).toBe(
      'Only a cancelled or returned order that was paid by card, UPI or netbanking can be refunded to the original payment method',
    );
    const before = await walletState(shop, userId);
    // The spec's default is unchanged: the shopper's cancellation refunds to the wallet (less 18%).
    const cancelled = await shop.gql<{ cancelOrder: { message: string } }>(
      'mutation($id: ID!) { cancelOrder(id: $id) { message } }',
      { id: orderId },
      { token },
    );
    expect(cancelled.data!.cancelOrder.message).toBe('Order cancelled. ₹483.80 refunded to your wallet.');
    expect((await walletState(shop, userId)).balance).toBe(before.balance + 48_380);
    const seen = await shop.gql<{ order: { canRefundToSource: boolean } }>(
      ADMIN_ORDER,
      { id: orderId },
      { token: admin },
    );
    expect(seen.data!.order.canRefundToSource).toBe(true);
    // The shopper may neither see the action nor call it.
    const mine = await shop.gql<{ order: { canRefundToSource: boolean } }>(
      ADMIN_ORDER,
      { id: orderId },
      { token },
    );
    expect(mine.data!.order.canRefundToSource).toBe(false);
    expect(firstError(await shop.gql(REFUND_TO_SOURCE, { id: orderId }, { token }))?.message).toBe(
      'Access denied. Admin login required.',
    );

    const [a, b] = await Promise.all([
      shop.gql<{ refundToOriginalMethod: { message: string; order: Record<string, unknown> } }>(
        REFUND_TO_SOURCE,
        { id: orderId },
        { token: admin },
      ),
      shop.gql<{ refundToOriginalMethod: { message: string; order: Record<string, unknown> } }>(
        REFUND_TO_SOURCE,
        { id: orderId },
        { token: admin },
      ),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(48_380);
    expect(a.data!.refundToOriginalMethod.message).toBe(
      `₹483.80 refunded to the original payment method (refund ${refunds[0]!.id}).`,
    );
    expect(b.data!.refundToOriginalMethod.message).toBe(a.data!.refundToOriginalMethod.message);
    expect(a.data!.refundToOriginalMethod.order).toEqual({
      id: orderId,
      status: 'CANCELLED',
      refundedAmount: 483.8,
      refundedToSourceAmount: 483.8,
      canRefundToSource: false,
    });
    // The wallet gave the refund back once; the ledger still sums to the balance.
    const after = await walletState(shop, userId);
    expect(after).toEqual({ balance: before.balance, ledger: before.balance });
    const rows = await sql<{ amount_paise: number; provider_refund_id: string; state: string }>(
      shop,
      'select amount_paise, provider_refund_id, state from payment_refunds where order_id = ?',
      [orderId],
    );
    expect(rows).toEqual([{ amount_paise: 48_380, provider_refund_id: refunds[0]!.id, state: 'processed' }]);
    const [timeline] = await sql<{ note: string }>(
      shop,
      `select note from order_events where order_id = ? and note like '%original payment method%'`,
      [orderId],
    );
    expect(timeline!.note).toBe('₹483.80 refunded to the original payment method instead of the wallet');
  });

  it('refund to the original method is refused, changing nothing, when the shopper has spent the refund', async () => {
    const { orderId, payment } = await paidOrder('Rzp Router', 40_000);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: orderId }, { token });
    // The shopper spends the wallet on another order.
    const spendOn = await createProduct(shop, { name: 'Rzp Cable', pricePaise: 30_000, stock: 5 });
    const spent = await shop.gql<{ placeOrder: { order: { payment: { status: string } } } }>(
      PLACE,
      {
        input: { items: [{ productId: spendOn, quantity: 1 }], shipping: SHIPPING, useWallet: true },
        key: crypto.randomUUID(),
      },
      { token },
    );
    expect(spent.data!.placeOrder.order.payment.status).toBe('PAID');
    const wallet = await walletState(shop, userId);
    expect(wallet.balance).toBeLessThan(38_704);
    const res = await shop.gql(REFUND_TO_SOURCE, { id: orderId }, { token: admin });
    expect(res.status).toBeLessThan(500);
    expect(firstError(res)?.message).toBe(
      "The customer's wallet no longer holds this refund, so it cannot be sent to the original payment method",
    );
    expect(await walletState(shop, userId)).toEqual(wallet);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toEqual([]);
    expect(await sql(shop, 'select 1 from payment_refunds where order_id = ?', [orderId])).toEqual([]);
    // An unknown order, and a malformed id.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect(firstError(await shop.gql(REFUND_TO_SOURCE, { id }, { token: admin }))?.message).toBe(
        'Order not found',
      );
  });

  it('a wallet top-up through Razorpay, then a mixed order: only the card part goes back to the card', async () => {
    const start = await walletState(shop, userId);
    const top = await shop.gql<{ addFunds: { balance: number; payment: Checkout & { kind: string } } }>(
      'mutation($a: Float!) { addFunds(amount: $a) { balance payment { paymentId kind keyId providerOrderId amountPaise } } }',
      { a: 200 },
      { token },
    );
    expect(top.errors).toBeUndefined();
    const topUp = top.data!.addFunds.payment;
    expect(topUp).toMatchObject({ kind: 'razorpay', keyId: fake.keyId, amountPaise: 20_000 });
    expect(fake.orders.get(topUp.providerOrderId)).toMatchObject({
      amount: 20_000,
      receipt: topUp.paymentId,
    });
    // Not credited before Razorpay says it was paid; the webhook credits it once (sent twice).
    expect((await walletState(shop, userId)).balance).toBe(start.balance);
    const { payment: topUpPayment } = fake.pay(topUp.providerOrderId, 'captured', 'upi');
    const body = fake.webhookBody('payment.captured', { payment: topUpPayment });
    await fake.webhook(shop.url, body, { eventId: 'evt_topup_1' });
    await fake.webhook(shop.url, body, { eventId: 'evt_topup_1' });
    expect((await walletState(shop, userId)).balance).toBe(start.balance + 20_000);

    // An order paid with the wallet's ₹200 and ₹390 by card.
    const p = await createProduct(shop, { name: 'Rzp Monitor', pricePaise: 50_000, stock: 2 });
    const placed = await shop.gql<{ placeOrder: { order: { id: string }; checkout: Checkout } }>(
      PLACE,
      {
        input: {
          items: [{ productId: p, quantity: 1 }],
          shipping: SHIPPING,
          useWallet: true,
          payment: { method: 'CARD', payOnProviderPage: true },
        },
        key: crypto.randomUUID(),
      },
      { token },
    );
    expect(placed.errors).toBeUndefined();
    const { order, checkout } = placed.data!.placeOrder;
    expect(checkout.amountPaise).toBe(59_000 - 20_000 - start.balance);
    const { payment, signature } = fake.pay(checkout.providerOrderId, 'captured', 'card');
    await confirm(checkout, payment.id, signature);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: order.id }, { token });
    const refunded = await walletState(shop, userId);
    expect(refunded.balance).toBe(48_380);
    const res = await shop.gql<{ refundToOriginalMethod: { order: { refundedToSourceAmount: number } } }>(
      REFUND_TO_SOURCE,
      { id: order.id },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.refundToOriginalMethod.order.refundedToSourceAmount).toBe(checkout.amountPaise / 100);
    // The card part goes back to the card; the rest of the refund stays in the wallet.
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_id === payment.id).map((r) => r.amount),
    ).toEqual([checkout.amountPaise]);
    expect(await walletState(shop, userId)).toEqual({
      balance: 48_380 - checkout.amountPaise,
      ledger: 48_380 - checkout.amountPaise,
    });
  });
});
