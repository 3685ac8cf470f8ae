import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/common/logger.js';
import { startShopServer, type ShopServer } from '../src/server.js';
import {
  CARD,
  createProduct,
  firstError,
  ORDER_FIELDS,
  SHIPPING,
  sql,
  stockOf,
  walletState,
} from './support/commerce.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    message replayed
    order { ${ORDER_FIELDS} canRetryPayment payment { status statusLabel holdExpiresAt } }
    checkout { paymentId provider kind url providerOrderId amount state }
  }
}`;

const RETRY = `mutation Retry($id: ID!, $payment: PaymentInput) {
  retryOrderPayment(id: $id, payment: $payment) {
    message order { id payment { status } } checkout { paymentId url providerOrderId amount }
  }
}`;

const CONFIRM = `mutation Confirm($input: ConfirmPaymentInput!) {
  confirmPayment(input: $input) { id state orderId amount }
}`;

interface Checkout {
  paymentId: string;
  url: string;
  providerOrderId: string;
  amount: number;
}

interface Placed {
  placeOrder: {
    message: string;
    order: { id: string; payment: { status: string; statusLabel: string }; canRetryPayment: boolean };
    checkout: Checkout | null;
  };
}

/** The test gateway's two secrets (the checkout key's and the webhook's), as this shop holds them. */
function gatewaySecrets(shop: TestShop) {
  const gateway = shop.server.services.payments.provider as unknown as {
    keySecret: string;
    webhookSecret: string;
  };
  return { key: gateway.keySecret, webhook: gateway.webhookSecret };
}

describe('payments through the test gateway', () => {
  let shop: TestShop;
  let other: ShopServer;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    shop = await startTestShop(
      { LOG_LEVEL: 'error' },
      { actionLimits: { orders: { points: 1000, durationSeconds: 600 } } },
    );
    other = await startShopServer(
      { ...shop.server.config, PORT: 0, SEED_DEMO_DATA: false },
      createLogger('silent'),
    );
    ({ token, userId } = await signUp(shop, { email: 'payer@example.com' }));
  });

  afterAll(async () => {
    await other?.close();
    await shop?.close();
  });

  const hosted = (productId: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    items: [{ productId, quantity }],
    shipping: SHIPPING,
    payment: { method: 'UPI', upiProvider: 'GPay', payOnProviderPage: true },
    ...extra,
  });

  async function place(input: Record<string, unknown>) {
    const res = await shop.gql<Placed>(PLACE, { input, key: crypto.randomUUID() }, { token });
    return res;
  }

  async function orderRow(id: string) {
    const [row] = await sql<{ status: string; payment_status: string }>(
      shop,
      'select status, payment_status from orders where id = ?',
      [id],
    );
    return row!;
  }

  async function notificationsAbout(orderId: string) {
    return sql(shop, `select 1 from notifications where order_id = ? and topic = 'order_placed'`, [orderId]);
  }

  /** Submits the hosted page's form, as a browser does. */
  async function submitPage(url: string, form: Record<string, string>) {
    return fetch(`${shop.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  }

  async function waitFor(check: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('the legacy card payload pays at once in test mode; the order is a sale only then', async () => {
    const p = await createProduct(shop, { name: 'Kettle', pricePaise: 100_000, stock: 5 });
    const res = await place({ items: [{ productId: p, quantity: 1 }], shipping: SHIPPING, payment: CARD });
    expect(res.errors).toBeUndefined();
    const { order, checkout, message } = res.data!.placeOrder;
    expect(message).toBe('Order placed successfully for: Kettle');
    expect(order.payment.status).toBe('PAID');
    expect(checkout).toBeNull();
    expect(await stockOf(shop, p)).toBe(4);
    expect(await notificationsAbout(order.id)).toHaveLength(1);
    const [payment] = await sql<{ state: string; amount_paise: number; provider_payment_id: string }>(
      shop,
      'select state, amount_paise, provider_payment_id from payments where order_id = ?',
      [order.id],
    );
    expect(payment).toMatchObject({ state: 'paid', amount_paise: 118_000 });
    expect(payment!.provider_payment_id).toMatch(/^pay_test_/);
    // Never the card number: only its last four digits, on the order.
    const dump = JSON.stringify(
      await sql(shop, 'select * from payments p join payment_events e on e.payment_id = p.id'),
    );
    expect(dump).not.toContain('4111111111111234');
  });

  it('a declined card (4000 0000 0000 0002) leaves the order Payment failed, holding stock, and may be retried', async () => {
    const p = await createProduct(shop, { name: 'Toaster', pricePaise: 50_000, stock: 2 });
    const res = await place({
      items: [{ productId: p, quantity: 1 }],
      shipping: SHIPPING,
      payment: { ...CARD, cardNumber: '4000 0000 0000 0002' },
    });
    expect(firstError(res)).toEqual({
      message: 'Payment failed. Nothing was charged; please try again with another method.',
      code: 'PAYMENT_FAILED',
    });
    const [order] = await sql<{ id: string }>(
      shop,
      `select o.id from orders o join order_items i on i.order_id = o.id where i.product_id = ?`,
      [p],
    );
    expect(await orderRow(order!.id)).toEqual({ status: 'Pending', payment_status: 'failed' });
    expect(await stockOf(shop, p)).toBe(1);
    expect(await notificationsAbout(order!.id)).toHaveLength(0);
    // Not a sale yet: no tax invoice (one is issued when the order is paid).
    const invoices = () =>
      sql<{ n: number }>(shop, 'select count(*)::int as n from invoices where order_id = ?', [order!.id]);
    expect(await invoices()).toEqual([{ n: 0 }]);
    const retried = await shop.gql<{ retryOrderPayment: { order: { payment: { status: string } } } }>(
      RETRY,
      { id: order!.id, payment: UPI_OK },
      { token },
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryOrderPayment.order.payment.status).toBe('PAID');
    expect(await stockOf(shop, p)).toBe(1);
    expect(await notificationsAbout(order!.id)).toHaveLength(1);
    expect(await invoices()).toEqual([{ n: 1 }]);
  });

  it('pays on the hosted page: the spec messages, then the signed return and the webhook settle it once', async () => {
    const p = await createProduct(shop, { name: 'Lamp', pricePaise: 20_000, stock: 3 });
    const res = await place(hosted(p));
    const { order, checkout } = res.data!.placeOrder;
    expect(order.payment).toMatchObject({ status: 'PENDING', statusLabel: 'Payment pending' });
    expect(order.canRetryPayment).toBe(true);
    expect(checkout).toMatchObject({ provider: 'test', kind: 'redirect', amount: 236 });
    expect(await notificationsAbout(order.id)).toHaveLength(0);

    const page = await fetch(`${shop.url}${checkout!.url}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Test payment — no money moves');
    for (const label of ['Card', 'GPay', 'PhonePe', 'Paytm', 'UPI ID', 'Card number'])
      expect(html).toContain(label);

    const bad = await submitPage(checkout!.url, {
      method: 'card',
      cardNumber: '4111',
      expiry: '13/29',
      cvv: '1',
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Please enter a valid 16-digit card number');
    expect(badHtml).toContain('Please enter a valid expiry date (MM/YY)');
    expect(badHtml).toContain('Please enter a valid CVV');
    expect(await (await submitPage(checkout!.url, { method: 'gpay', upiId: '' })).text()).toContain(
      'Please enter your UPI ID',
    );
    expect(await (await submitPage(checkout!.url, {})).text()).toContain('Please select a payment method');

    const ok = await submitPage(checkout!.url, { method: 'phonepe', upiId: 'asha@ybl' });
    expect(ok.status).toBe(303);
    const back = new URL(ok.headers.get('location')!, shop.url);
    expect(back.pathname).toBe('/order-confirmation');
    expect(back.searchParams.get('order')).toBe(order.id);
    const input = {
      paymentId: back.searchParams.get('payment')!,
      providerOrderId: back.searchParams.get('provider_order_id')!,
      providerPaymentId: back.searchParams.get('provider_payment_id')!,
      signature: back.searchParams.get('signature')!,
    };
    // A forged signature changes nothing.
    const forged = await shop.gql(CONFIRM, { input: { ...input, signature: 'ab'.repeat(32) } }, { token });
    expect(firstError(forged)?.message).toBe('The payment could not be verified');
    const confirmed = await shop.gql<{ confirmPayment: { state: string } }>(CONFIRM, { input }, { token });
    expect(confirmed.data!.confirmPayment.state).toBe('PAID');
    // The gateway's webhook arrives on its own a moment later: recorded, changes nothing more.
    await waitFor(
      async () =>
        (
          await sql(shop, `select 1 from payment_events where payment_id = ? and source = 'webhook'`, [
            input.paymentId,
          ])
        ).length === 1,
      'the webhook',
    );
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'paid' });
    expect(await notificationsAbout(order.id)).toHaveLength(1);
    expect(await stockOf(shop, p)).toBe(2);
  });

  it('a failed attempt on the page can be retried there; a pending one is settled by the webhook later', async () => {
    const p = await createProduct(shop, { name: 'Fan', pricePaise: 30_000, stock: 3 });
    const { order, checkout } = (await place(hosted(p))).data!.placeOrder;
    const failed = await submitPage(checkout!.url, { method: 'paytm', upiId: 'failure@razorpay' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('Payment failed: declined by the test bank');
    await waitFor(async () => (await orderRow(order.id)).payment_status === 'failed', 'the failure webhook');
    const ok = await submitPage(checkout!.url, {
      method: 'card',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/29',
      cvv: '123',
    });
    expect(ok.status).toBe(303);
    await waitFor(async () => (await orderRow(order.id)).payment_status === 'paid', 'the capture webhook');

    // Pending: the bank does not answer; the gateway later captures and calls the webhook.
    const second = (await place(hosted(p))).data!.placeOrder;
    const pending = await submitPage(second.checkout!.url, { method: 'gpay', upiId: 'pending@razorpay' });
    expect(pending.status).toBe(202);
    expect((await orderRow(second.order.id)).payment_status).toBe('pending');
    await sendWebhook(shop.url, second.checkout!.providerOrderId, 'payment.captured', 35_400);
    expect((await orderRow(second.order.id)).payment_status).toBe('paid');
  });

  /** A webhook as the gateway signs it (its id as given: the same id twice is one event). */
  async function sendWebhook(
    base: string,
    providerOrderId: string,
    event: 'payment.captured' | 'payment.failed',
    amount: number,
    opts: { eventId?: string; secret?: string; paymentId?: string } = {},
  ) {
    const eventId = opts.eventId ?? `evt_${crypto.randomUUID()}`;
    const body = JSON.stringify({
      id: eventId,
      event,
      payload: {
        order_id: providerOrderId,
        payment_id: opts.paymentId ?? `pay_${eventId}`,
        amount,
        method: 'upi',
      },
    });
    const signature = crypto
      .createHmac('sha256', opts.secret ?? gatewaySecrets(shop).webhook)
      .update(body)
      .digest('hex');
    return fetch(`${base}/api/payments/webhooks/test`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-test-signature': signature,
        'x-test-event-id': eventId,
      },
      body,
    });
  }

  it('refuses a webhook with a bad signature (or signed with the checkout key) with 400, changing nothing', async () => {
    const p = await createProduct(shop, { name: 'Clock', pricePaise: 10_000, stock: 2 });
    const { order, checkout } = (await place(hosted(p))).data!.placeOrder;
    const wrongKey = await sendWebhook(shop.url, checkout!.providerOrderId, 'payment.captured', 11_800, {
      secret: gatewaySecrets(shop).key,
    });
    expect(wrongKey.status).toBe(400);
    const garbage = await fetch(`${shop.url}/api/payments/webhooks/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-signature': 'nothex' },
      body: '{"id":"x"}',
    });
    expect(garbage.status).toBe(400);
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    expect(
      await sql(shop, 'select 1 from payment_events where payment_id = ?', [checkout!.paymentId]),
    ).toHaveLength(0);
    // An amount other than the server's total is not taken as payment.
    await sendWebhook(shop.url, checkout!.providerOrderId, 'payment.captured', 100);
    expect((await orderRow(order.id)).payment_status).toBe('pending');
  });

  it('exactly once: return and webhooks, three times each, concurrently, on two instances, in any order', async () => {
    const p = await createProduct(shop, { name: 'Heater', pricePaise: 40_000, stock: 4 });
    const before = await walletState(shop, userId);
    const { order, checkout } = (await place(hosted(p, 2))).data!.placeOrder;
    expect(await stockOf(shop, p)).toBe(2);
    const paymentId = 'pay_same_capture';
    const { key } = gatewaySecrets(shop);
    const confirm = {
      paymentId: checkout!.paymentId,
      providerOrderId: checkout!.providerOrderId,
      providerPaymentId: paymentId,
      signature: crypto
        .createHmac('sha256', key)
        .update(`${checkout!.providerOrderId}|${paymentId}`)
        .digest('hex'),
    };
    const otherUrl = other.url;
    const sends = [];
    for (let i = 0; i < 3; i++) {
      for (const base of [shop.url, otherUrl]) {
        // a failure reported late, after the capture, must not undo it
        sends.push(
          sendWebhook(base, checkout!.providerOrderId, 'payment.failed', 94_400, { eventId: 'evt_fail_1' }),
        );
        sends.push(
          sendWebhook(base, checkout!.providerOrderId, 'payment.captured', 94_400, {
            eventId: 'evt_cap_1',
            paymentId,
          }),
        );
        sends.push(
          fetch(`${base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: CONFIRM, variables: { input: confirm } }),
          }),
        );
      }
    }
    const answers = await Promise.all(sends);
    const bodies = await Promise.all(answers.map(async (r) => `${r.status} ${await r.text()}`));
    expect(bodies.filter((b) => !b.startsWith('200'))).toEqual([]);
    expect(await orderRow(order.id)).toEqual({ status: 'Pending', payment_status: 'paid' });
    expect(await stockOf(shop, p)).toBe(2);
    expect(await notificationsAbout(order.id)).toHaveLength(1);
    const events = await sql<{ provider_event_id: string }>(
      shop,
      'select provider_event_id from payment_events where payment_id = ? order by provider_event_id',
      [checkout!.paymentId],
    );
    expect(events.map((e) => e.provider_event_id)).toEqual([
      'evt_cap_1',
      'evt_fail_1',
      `return:${paymentId}`,
    ]);
    expect(
      await sql(shop, 'select 1 from payment_refunds where payment_id = ?', [checkout!.paymentId]),
    ).toHaveLength(0);
    expect(await walletState(shop, userId)).toEqual(before);
  });

  it('expiry: the sweep gives the held stock and the wallet part back; a late capture is refunded through the gateway', async () => {
    const p = await createProduct(shop, { name: 'Iron', pricePaise: 60_000, stock: 1 });
    const { order, checkout } = (await place(hosted(p))).data!.placeOrder;
    expect(await stockOf(shop, p)).toBe(0);
    // Another buyer cannot take the held unit.
    const blocked = await place(hosted(p));
    expect(firstError(blocked)?.message).toBe('Iron has insufficient stock');
    const early = await shop.server.jobs.runNow('payments.expire-holds', {}, new Date(Date.now() + 60_000));
    expect(early).toEqual({ expired: 0, paid: 0 });
    const swept = await shop.server.jobs.runNow(
      'payments.expire-holds',
      {},
      new Date(Date.now() + 16 * 60_000),
    );
    expect((swept as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toEqual({ status: 'Cancelled', payment_status: 'expired' });
    expect(await stockOf(shop, p)).toBe(1);
    // Twice is once.
    expect(
      await shop.server.jobs.runNow('payments.expire-holds', {}, new Date(Date.now() + 17 * 60_000)),
    ).toMatchObject({ expired: 0 });
    expect(await stockOf(shop, p)).toBe(1);
    // The money comes after all: the order stays cancelled, the payment is refunded once.
    const late = await sendWebhook(shop.url, checkout!.providerOrderId, 'payment.captured', 70_800, {
      paymentId: 'pay_late',
    });
    expect(`${late.status} ${await late.text()}`).toMatch(/^200/);
    await sql(
      shop,
      `update test_gateway_payments set status = 'paid', provider_payment_id = 'pay_late' where provider_order_id = ?`,
      [checkout!.providerOrderId],
    );
    await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 60 * 60_000));
    const refunds = await sql<{ amount_paise: number; state: string; provider_refund_id: string | null }>(
      shop,
      'select amount_paise, state, provider_refund_id from payment_refunds where payment_id = ?',
      [checkout!.paymentId],
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_paise: 70_800, state: 'processed' });
    expect(refunds[0]!.provider_refund_id).toMatch(/^rfnd_test_/);
    expect((await orderRow(order.id)).status).toBe('Cancelled');
  });

  it('reconciliation settles a payment the gateway took but never reported (timeout)', async () => {
    const p = await createProduct(shop, { name: 'Mixer', pricePaise: 80_000, stock: 2 });
    const { order, checkout } = (await place(hosted(p))).data!.placeOrder;
    const page = await submitPage(checkout!.url, {
      method: 'card',
      cardNumber: '4000000000000119',
      expiry: '12/29',
      cvv: '123',
    });
    expect(page.status).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    const soon = await shop.server.jobs.runNow('payments.reconcile', {}, new Date());
    expect(soon).toMatchObject({ checked: 0 });
    const later = await shop.server.jobs.runNow('payments.reconcile', {}, new Date(Date.now() + 6 * 60_000));
    expect(later).toMatchObject({ settled: 1 });
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    expect(await notificationsAbout(order.id)).toHaveLength(1);
  });

  it('refunds through the provider once per idempotency key', async () => {
    const p = await createProduct(shop, { name: 'Blender', pricePaise: 10_000, stock: 2 });
    const res = await place({ items: [{ productId: p, quantity: 1 }], shipping: SHIPPING, payment: CARD });
    const orderId = res.data!.placeOrder.order.id;
    const [payment] = await sql<{ id: string }>(shop, 'select id from payments where order_id = ?', [
      orderId,
    ]);
    const payments = shop.server.services.payments;
    const em = () => shop.server.orm.em.fork() as never;
    const [a, b] = await Promise.all([
      payments.refund(em(), payment!.id, 5_000, 'refund-key-1'),
      payments.refund(em(), payment!.id, 5_000, 'refund-key-1'),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.providerRefundId).toBe(b.providerRefundId);
    await expect(payments.refund(em(), payment!.id, 7_000, 'refund-key-2')).rejects.toThrow(
      'The refund is larger than what was paid',
    );
    const [gateway] = await sql<{ refunded_paise: number }>(
      shop,
      'select refunded_paise from test_gateway_payments g join payments p on p.provider_order_id = g.provider_order_id where p.id = ?',
      [payment!.id],
    );
    expect(gateway!.refunded_paise).toBe(5_000);
  });
});

const UPI_OK = { method: 'UPI', upiId: 'asha@okaxis', upiProvider: 'GPay' };
