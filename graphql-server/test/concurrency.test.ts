import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';
import {
  createProduct,
  firstError,
  orderInput,
  placeOrder,
  sql,
  stockOf,
  topUp,
  walletState,
} from './support/commerce.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('concurrency: real parallel HTTP requests', () => {
  it('20 buyers for 5 in stock: exactly 5 orders, stock 0, never negative', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(shop, { email: `rush${i}@example.com` })),
    );
    const p = await createProduct(shop, { name: 'Limited Sneaker', pricePaise: 499_900, stock: 5 });
    const results = await Promise.all(
      buyers.map((b) => placeOrder(shop, b.token, orderInput([{ productId: p, quantity: 1 }]))),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(5);
    for (const r of lost) expect(firstError(r)?.message).toBe('Limited Sneaker has insufficient stock');
    expect(await stockOf(shop, p)).toBe(0);
    const orders = await sql<{ n: string; q: string }>(
      shop,
      'select count(distinct order_id) as n, sum(quantity) as q from order_items where product_id = ?',
      [p],
    );
    expect(Number(orders[0]!.n)).toBe(5);
    expect(Number(orders[0]!.q)).toBe(5);
  });

  it('two wallet payments racing for one balance: one wins, the balance never goes below zero', async () => {
    const { token, userId } = await signUp(shop, { email: 'race-wallet@example.com' });
    const p = await createProduct(shop, { name: 'Headphones', pricePaise: 100_000, stock: 10 });
    await topUp(shop, token, 1180); // exactly one order's base total (₹1,000 + 18%)
    const both = await Promise.all([
      placeOrder(
        shop,
        token,
        orderInput([{ productId: p, quantity: 1 }], { payment: { method: 'WALLET' }, useWallet: true }),
      ),
      placeOrder(
        shop,
        token,
        orderInput([{ productId: p, quantity: 1 }], { payment: { method: 'WALLET' }, useWallet: true }),
      ),
    ]);
    const ok = both.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(firstError(both.find((r) => r.errors)!)?.message).toBe('Insufficient wallet balance');
    expect(await walletState(shop, userId)).toEqual({ balance: 0, ledger: 0 });
    expect(await stockOf(shop, p)).toBe(9);
  });

  it('a cancel sent twice at once refunds once', async () => {
    const { token, userId } = await signUp(shop, { email: 'race-cancel@example.com' });
    const p = await createProduct(shop, { name: 'Blender', pricePaise: 200_000, stock: 3 });
    const placed = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]));
    const id = placed.data!.placeOrder.order.id;
    const [a, b, c] = await Promise.all([
      shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id }, { token }),
      shop.rest('PATCH', `/api/orders/${id}/cancel`, { refundAmount: 999999 }, { token }),
      shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id }, { token }),
    ]);
    const successes = [!a!.errors, b!.status === 200, !c!.errors].filter(Boolean);
    expect(successes).toHaveLength(1);
    const refunds = await sql<{ n: string; s: string }>(
      shop,
      `select count(*) as n, sum(amount_paise) as s from wallet_transactions where order_id = ? and kind = 'refund'`,
      [id],
    );
    expect(Number(refunds[0]!.n)).toBe(1);
    expect(Number(refunds[0]!.s)).toBe(193_520); // ₹2,360 less 18%
    expect(await walletState(shop, userId)).toEqual({ balance: 193_520, ledger: 193_520 });
    expect(await stockOf(shop, p)).toBe(3);
  });

  it('the same idempotency key twice at once: one order, the same answer', async () => {
    const { token, userId } = await signUp(shop, { email: 'race-key@example.com' });
    const p = await createProduct(shop, { name: 'Toaster', pricePaise: 150_000, stock: 10 });
    const key = crypto.randomUUID();
    const input = orderInput([{ productId: p, quantity: 2 }]);
    const results = await Promise.all([
      placeOrder(shop, token, input, key),
      placeOrder(shop, token, input, key),
      placeOrder(shop, token, input, key),
    ]);
    for (const r of results) expect(r.errors).toBeUndefined();
    const ids = new Set(results.map((r) => r.data!.placeOrder.order.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.data!.placeOrder.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r.data!.placeOrder.order.totals))).size).toBe(1);
    const orders = await sql<{ n: string }>(shop, 'select count(*) as n from orders where user_id = ?', [
      userId,
    ]);
    expect(Number(orders[0]!.n)).toBe(1);
    expect(await stockOf(shop, p)).toBe(8);

    // Over REST too, with the Idempotency-Key header.
    const body = {
      items: [{ _id: p, quantity: 1, price: 0.01 }],
      formData: {
        name: 'R',
        phone: '9876543210',
        email: 'race-key@example.com',
        address: 'a',
        city: 'c',
        postalCode: '1',
        stateCode: '29',
        paymentMethod: 'upi',
        upiId: 'r@ybl',
      },
    };
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const rest = await Promise.all([
      shop.rest<{ order: { _id: string } }>('POST', '/api/orders/send-confirmation', body, {
        token,
        headers,
      }),
      shop.rest<{ order: { _id: string } }>('POST', '/api/orders/send-confirmation', body, {
        token,
        headers,
      }),
    ]);
    expect(rest.map((r) => r.status)).toEqual([200, 200]);
    expect(rest[0]!.body.order._id).toBe(rest[1]!.body.order._id);
    expect(await stockOf(shop, p)).toBe(7);
  });

  it('concurrent adds to one cart line never exceed the stock', async () => {
    const { token } = await signUp(shop, { email: 'race-cart@example.com' });
    const p = await createProduct(shop, { name: 'Pencil', pricePaise: 500, stock: 5 });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        shop.gql(
          'mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { totalQuantity } }',
          { id: p },
          { token },
        ),
      ),
    );
    const cart = await shop.gql<{ cart: { items: { quantity: number }[] } }>(
      '{ cart { items { quantity } } }',
      {},
      { token },
    );
    expect(cart.data?.cart.items).toEqual([{ quantity: 5 }]);
  });
});
