import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, firstError, SHIPPING, sql, stockOf } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    message
    order { id status nextStatus canRetryPayment payment { method status statusLabel holdExpiresAt } }
    checkout { paymentId }
  }
}`;
const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) { totalAmount cashOnDelivery cashOnDeliveryLimit } }`;
const STATUS = `mutation S($id: ID!, $s: OrderStatus!) {
  updateOrderStatus(id: $id, status: $s) { order { status payment { status statusLabel } } }
}`;
const SITE = `mutation Site($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { message } }`;
const SITE_INPUT = { storeName: 'Rupee Shop', contactEmail: 'support@rupeeshop.in' };

interface Placed {
  placeOrder: {
    message: string;
    order: {
      id: string;
      status: string;
      nextStatus: string | null;
      canRetryPayment: boolean;
      payment: { method: string; status: string; statusLabel: string; holdExpiresAt: string | null };
    };
    checkout: { paymentId: string } | null;
  };
}

describe('cash on delivery', () => {
  let shop: TestShop;
  let admin: string;
  let token: string;
  let cheap: string;
  let dear: string;

  beforeAll(async () => {
    shop = await startTestShop(
      { LOG_LEVEL: 'error' },
      { actionLimits: { orders: { points: 1000, durationSeconds: 600 } } },
    );
    admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    ({ token } = await signUp(shop, { email: 'cod@example.com' }));
    cheap = await createProduct(shop, { name: 'COD Kettle', pricePaise: 100_000, stock: 10 });
    dear = await createProduct(shop, { name: 'COD Sofa', pricePaise: 2_000_000, stock: 10 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const place = (productId: string, key: string) =>
    shop.gql<Placed>(
      PLACE,
      { input: { items: [{ productId, quantity: 1 }], shipping: SHIPPING, payment: { method: 'COD' } }, key },
      { token },
    );
  const setLimit = async (codLimit: number) => {
    const res = await shop.gql(SITE, { input: { ...SITE_INPUT, codLimit } }, { token: admin });
    expect(res.errors).toBeUndefined();
  };

  it('is offered up to the default ₹10,000 and refused above it, with the limit in the message', async () => {
    const q = await shop.gql<{
      quote: { totalAmount: number; cashOnDelivery: boolean; cashOnDeliveryLimit: number };
    }>(QUOTE, { input: { items: [{ productId: cheap, quantity: 1 }] } }, { token });
    expect(q.data!.quote).toMatchObject({ cashOnDelivery: true, cashOnDeliveryLimit: 10000 });
    const over = await shop.gql<{ quote: { cashOnDelivery: boolean } }>(
      QUOTE,
      { input: { items: [{ productId: dear, quantity: 1 }] } },
      { token },
    );
    expect(over.data!.quote.cashOnDelivery).toBe(false);

    const before = await stockOf(shop, dear);
    const refused = await place(dear, 'cod-over');
    expect(firstError(refused)).toEqual({
      message:
        'Cash on delivery is available for orders up to ₹10,000.00. Please choose another payment method',
      code: 'BAD_USER_INPUT',
    });
    expect(refused.status).toBeLessThan(500);
    expect(await stockOf(shop, dear)).toBe(before);
  });

  it('confirms the order unpaid with no hold and no payment at the provider', async () => {
    const res = await place(cheap, 'cod-1');
    expect(res.errors).toBeUndefined();
    const { order, checkout, message } = res.data!.placeOrder;
    expect(message).toBe('Order placed successfully for: COD Kettle');
    expect(checkout).toBeNull();
    expect(order.payment).toEqual({
      method: 'COD',
      status: 'PENDING',
      statusLabel: 'Pay on delivery',
      holdExpiresAt: null,
    });
    expect(order.canRetryPayment).toBe(false);
    const payments = await sql(shop, 'select id from payments where order_id = ?', [order.id]);
    expect(payments).toHaveLength(0);
    // Not a sale yet: no invoice.
    expect(await sql(shop, 'select id from invoices where order_id = ?', [order.id])).toHaveLength(0);
  });

  it('is paid, a sale and invoiced when the admin marks it delivered', async () => {
    const { order } = (await place(cheap, 'cod-2')).data!.placeOrder;
    const seen = await shop.gql<{ adminOrders: { orders: { id: string; nextStatus: string | null }[] } }>(
      `{ adminOrders(input: { first: 50 }) { orders { id nextStatus } } }`,
      {},
      { token: admin },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.adminOrders.orders.find((o) => o.id === order.id)?.nextStatus).toBe('PROCESSING');
    for (const s of ['PROCESSING', 'SHIPPED']) {
      const r = await shop.gql<{ updateOrderStatus: { order: { payment: { status: string } } } }>(
        STATUS,
        { id: order.id, s },
        { token: admin },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateOrderStatus.order.payment.status).toBe('PENDING');
    }
    expect(await sql(shop, 'select id from invoices where order_id = ?', [order.id])).toHaveLength(0);
    const done = await shop.gql<{
      updateOrderStatus: { order: { status: string; payment: { status: string; statusLabel: string } } };
    }>(STATUS, { id: order.id, s: 'DELIVERED' }, { token: admin });
    expect(done.errors).toBeUndefined();
    expect(done.data!.updateOrderStatus.order).toEqual({
      status: 'DELIVERED',
      payment: { status: 'PAID', statusLabel: 'Paid' },
    });
    expect(await sql(shop, 'select id from invoices where order_id = ?', [order.id])).toHaveLength(1);
    const notes = await sql<{ note: string }>(
      shop,
      'select note from order_events where order_id = ? order by at',
      [order.id],
    );
    expect(notes.map((n) => n.note)).toContainEqual(
      expect.stringMatching(/^Cash of ₹1,\d{3}\.\d{2} collected on delivery$/),
    );
  });

  it('follows the admin limit: lower refuses, 0 turns it off, a bad limit is refused', async () => {
    await setLimit(500);
    expect(firstError(await place(cheap, 'cod-3'))?.message).toBe(
      'Cash on delivery is available for orders up to ₹500.00. Please choose another payment method',
    );
    await setLimit(0);
    expect(firstError(await place(cheap, 'cod-4'))?.message).toBe('Cash on delivery is not available');
    const q = await shop.gql<{ quote: { cashOnDelivery: boolean; cashOnDeliveryLimit: number } }>(
      QUOTE,
      { input: { items: [{ productId: cheap, quantity: 1 }] } },
      { token },
    );
    expect(q.data!.quote).toEqual(expect.objectContaining({ cashOnDelivery: false, cashOnDeliveryLimit: 0 }));
    for (const codLimit of [-1, 10.001, 1e9]) {
      const bad = await shop.gql(SITE, { input: { ...SITE_INPUT, codLimit } }, { token: admin });
      expect(firstError(bad)?.message).toMatch(/^Cash on delivery limit must be/);
    }
    const view = await shop.gql<{ adminSettings: { codLimit: number } }>(
      '{ adminSettings { codLimit } }',
      {},
      { token: admin },
    );
    expect(view.data!.adminSettings.codLimit).toBe(0);
    // A save without the field keeps the limit.
    await setLimit(2000);
    await shop.gql(SITE, { input: SITE_INPUT }, { token: admin });
    const kept = await shop.gql<{ adminSettings: { codLimit: number } }>(
      '{ adminSettings { codLimit } }',
      {},
      { token: admin },
    );
    expect(kept.data!.adminSettings.codLimit).toBe(2000);
    expect((await place(cheap, 'cod-5')).errors).toBeUndefined();
  });
});
