import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { createProduct, orderInput, placeOrder, stockOf, topUp } from './support/commerce.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

type LegacyNotification = {
  _id: string;
  type: string;
  message: string;
  imageUrl: string | null;
  totalPrice: number | null;
  isRead: boolean;
  createdAt: string;
};

describe('notifications', () => {
  it('are created on order events; list, count, mark read and delete own only (REST)', async () => {
    const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const { token } = await signUp(shop, { email: 'notes@example.com' });
    const other = await signUp(shop, { email: 'notes-other@example.com' });
    const p = await createProduct(shop, {
      name: 'Clock',
      pricePaise: 100_000,
      stock: 5,
      imagePath: 'products/c.webp',
    });
    const placed = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]));
    const id = placed.data!.placeOrder.order.id;
    await shop.rest('PATCH', `/api/orders/${id}/status`, { status: 'Processing' }, { token: admin });

    const list = await shop.rest<LegacyNotification[]>('GET', '/api/notifications', undefined, { token });
    expect(list.body.map((n) => n.message)).toEqual([
      `Your order #${id.slice(0, 8).toUpperCase()} is now Processing.`,
      'Order placed successfully for: Clock',
    ]);
    expect(list.body[1]).toMatchObject({
      type: 'order',
      imageUrl: '/uploads/products/c.webp',
      totalPrice: 1180,
      isRead: false,
    });
    expect((await shop.rest('GET', '/api/notifications/unread', undefined, { token })).body).toEqual({
      count: 2,
    });

    const del = await shop.rest('DELETE', `/api/notifications/${list.body[0]!._id}`, undefined, {
      token: other.token,
    });
    expect(del.status).toBe(404);
    const mine = await shop.rest('DELETE', `/api/notifications/${list.body[0]!._id}`, undefined, { token });
    expect(mine.status).toBe(200);

    expect((await shop.rest('POST', '/api/notifications/mark-read', undefined, { token })).body).toEqual({
      modifiedCount: 1,
    });
    expect((await shop.rest('POST', '/api/notifications/mark-read', undefined, { token })).body).toEqual({
      modifiedCount: 0,
    });
    expect((await shop.rest('GET', '/api/notifications/unread', undefined, { token })).body).toEqual({
      count: 0,
    });
    const anon = await shop.rest('GET', '/api/notifications/unread');
    expect(anon.status).toBe(401);
  });

  it('pushes the unread count over the WebSocket to the right viewer only', async () => {
    const { token } = await signUp(shop, { email: 'live@example.com' });
    const bystander = await signUp(shop, { email: 'bystander@example.com' });
    const p = await createProduct(shop, { name: 'Radio', pricePaise: 10_000, stock: 5 });
    const seen: number[] = [];
    const others: number[] = [];
    const listen = (tok: string, into: number[]) =>
      new Promise<void>((ready, reject) => {
        shop.ws(tok).subscribe<{ notificationCountChanged: number }>(
          { query: 'subscription { notificationCountChanged }' },
          {
            next: (v) => v.data && into.push(v.data.notificationCountChanged),
            error: reject,
            complete: () => undefined,
          },
        );
        setTimeout(ready, 300);
      });
    await Promise.all([listen(token, seen), listen(bystander.token, others)]);
    await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]));
    await expect.poll(() => seen, { timeout: 3000 }).toEqual([1]);
    await shop.gql('mutation { markNotificationsRead { modifiedCount } }', {}, { token });
    await expect.poll(() => seen, { timeout: 3000 }).toEqual([1, 0]);
    expect(others).toEqual([]);
    const gql = await shop.gql<{ unreadNotificationCount: number }>(
      '{ unreadNotificationCount }',
      {},
      { token },
    );
    expect(gql.data?.unreadNotificationCount).toBe(0);
  });

  it('tells live stock watchers after an order commits (productUpdated)', async () => {
    const { token } = await signUp(shop, { email: 'watcher@example.com' });
    const p = await createProduct(shop, { name: 'Kite', pricePaise: 5_000, stock: 9 });
    const stocks: number[] = [];
    await new Promise<void>((ready, reject) => {
      shop.ws(token).subscribe<{ productUpdated: { product: { stock: number } | null } }>(
        {
          query: 'subscription S($id: ID) { productUpdated(id: $id) { product { stock } } }',
          variables: { id: p },
        },
        {
          next: (v) => v.data?.productUpdated.product && stocks.push(v.data.productUpdated.product.stock),
          error: reject,
          complete: () => undefined,
        },
      );
      setTimeout(ready, 300);
    });
    await placeOrder(shop, token, orderInput([{ productId: p, quantity: 4 }]));
    await expect.poll(() => stocks, { timeout: 3000 }).toEqual([5]);
    expect(await stockOf(shop, p)).toBe(5);
  });
});

describe('legacy checkout: POST /api/orders/send-confirmation', () => {
  it('accepts the documented card payload exactly (no expiry, no CVV, no key) and keeps only the last four digits', async () => {
    const { token } = await signUp(shop, { email: 'legacy-card@example.com' });
    const p = await createProduct(shop, { name: 'Desk Fan', pricePaise: 189_900, stock: 4 });
    // Section 3 of the shopper spec, field for field: formData carries cardNumber but no expiry or CVV.
    const documented = {
      items: [{ itemId: p, _id: p, name: 'Desk Fan', price: 1899, quantity: 1, stock: 4, imageUrl: '' }],
      formData: {
        name: 'Meera Nair',
        phone: '9876543210',
        email: 'legacy-card@example.com',
        address: '4 Marine Drive',
        city: 'Kochi',
        postalCode: '682031',
        stateCode: '32',
        paymentMethod: 'card',
        upiId: '',
        cardNumber: '4111 1111 1111 4242',
        upiProvider: '',
      },
      subtotal: 1899,
      gstAmount: 341.82,
      promoApplied: false,
      validPromoDiscount: 0,
      walletAmountUsed: 0,
      baseTotal: 2240.82,
      totalAmount: 2240.82,
      promoCodes: [],
    };
    const res = await shop.rest<{ productNames: string[]; order: { _id: string; payment: unknown } }>(
      'POST',
      '/api/orders/send-confirmation',
      documented,
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.productNames).toEqual(['Desk Fan']);
    expect(res.body.order.payment).toEqual({
      method: 'card',
      upiId: null,
      upiProvider: null,
      cardLastFour: '4242',
    });

    const read = await shop.rest<Record<string, unknown>>(
      'GET',
      `/api/orders/${res.body.order._id}`,
      undefined,
      {
        token,
      },
    );
    const gql = await shop.gql<{ order: unknown }>(
      'query ($id: ID!) { order(id: $id) { payment { method cardLastFour } } }',
      { id: res.body.order._id },
      { token },
    );
    for (const answer of [res.body, read.body, gql.data]) {
      // Eight digits of the card, with or without spaces (ids and times may hold a short run).
      expect(JSON.stringify(answer)).not.toMatch(/4111[ -]?1111|1111[ -]?1111/);
    }
    // Nothing in the database holds more than the last four digits either.
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    try {
      for (const table of ['orders', 'order_items', 'order_requests', 'notifications']) {
        const { rows } = await db.query<{ n: string }>(
          `select count(*) as n from ${table} t where row_to_json(t)::text ~ '4111[ -]?1111|1111[ -]?1111'`,
        );
        expect(rows[0]!.n, table).toBe('0');
      }
    } finally {
      await db.end();
    }

    // A malformed expiry or CVV, when a client does send one, still gets its message.
    const badExpiry = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      {
        ...documented,
        formData: { ...documented.formData, expiry: '13/30' },
      },
      { token },
    );
    expect(badExpiry.body).toMatchObject({ error: 'Please enter a valid expiry date (MM/YY)' });
    const badNumber = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      {
        ...documented,
        formData: { ...documented.formData, cardNumber: '4111 1111' },
      },
      { token },
    );
    expect(badNumber.body).toMatchObject({ error: 'Please enter a valid 16-digit card number' });
  });

  it('ignores client prices and totals, reads wallet use from walletAmountUsed, answers productNames and the order', async () => {
    const { token } = await signUp(shop, { email: 'legacy@example.com' });
    await topUp(shop, token, 100);
    const p = await createProduct(shop, { name: 'Jacket', pricePaise: 250_000, stock: 3 });
    const body = {
      items: [{ itemId: 'x', _id: p, name: 'Jacket', price: 1, quantity: 2, stock: 3, imageUrl: '' }],
      formData: {
        name: 'Ravi',
        phone: '9876543210',
        email: 'legacy@example.com',
        address: '1 Park St',
        city: 'Kolkata',
        postalCode: '700016',
        stateCode: '19',
        paymentMethod: 'card',
        upiId: '',
        cardNumber: '5555 4444 3333 2222',
        upiProvider: '',
        expiry: '01/30',
        cvv: '999',
      },
      subtotal: 2,
      gstAmount: 0,
      promoApplied: 'flat50',
      validPromoDiscount: 1_000_000,
      walletAmountUsed: 1,
      baseTotal: 1,
      totalAmount: 0,
      promoCodes: { FLAT50: { label: '₹50 off' } },
    };
    const res = await shop.rest<{ message: string; productNames: string[]; order: Record<string, unknown> }>(
      'POST',
      '/api/orders/send-confirmation',
      body,
      { token, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(res.status).toBe(200);
    expect(res.body.productNames).toEqual(['Jacket']);
    expect(res.body.message).toBe('Order placed successfully for: Jacket');
    expect(res.body.order).toMatchObject({
      status: 'Pending',
      items: [{ _id: p, product: p, name: 'Jacket', quantity: 2, price: 2500 }],
      payment: { method: 'card', cardLastFour: '2222', upiId: null },
      totals: {
        subtotal: 5000,
        gstAmount: 900,
        promoDiscount: 50,
        promoCode: 'FLAT50',
        baseTotal: 5850,
        walletAmountUsed: 100,
        totalAmount: 5750,
      },
      refundedAmount: 0,
    });
    expect(JSON.stringify(res.body)).not.toContain('5555');

    const missing = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      { ...body, items: [{ quantity: 1 }] },
      { token },
    );
    expect(missing.body).toMatchObject({ error: 'Some items are missing product IDs' });
    const noShip = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      { ...body, formData: { ...body.formData, postalCode: '' } },
      { token },
    );
    expect(noShip.body).toMatchObject({ error: 'Please fill in all shipping information' });
    const anon = await shop.rest('POST', '/api/orders/send-confirmation', body);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: 'Please log in to place an order' });
    const one = { ...body, items: [{ _id: p, quantity: 1 }] };
    const reused = await shop.rest('POST', '/api/orders/send-confirmation', one, {
      token,
      headers: { 'Idempotency-Key': 'fixed-key' },
    });
    expect(reused.status).toBe(200);
    const conflict = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      { ...one, formData: { ...body.formData, city: 'Howrah' } },
      { token, headers: { 'Idempotency-Key': 'fixed-key' } },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      error: 'Idempotency key was already used for a different request',
    });
    expect(await stockOf(shop, p)).toBe(0);
  });
});
