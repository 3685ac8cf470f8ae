import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';
import { createProduct, firstError, sql } from './support/commerce.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

type LegacyCart = {
  items: {
    itemId: string;
    _id: string;
    name: string;
    price: number;
    quantity: number;
    imageUrl: string | null;
    stock: number;
  }[];
};

describe('cart over REST (legacy paths and payloads)', () => {
  it('adds, merges, updates, removes and clears', async () => {
    const { token } = await signUp(shop, { email: 'cart-rest@example.com' });
    const lamp = await createProduct(shop, {
      name: 'Lamp',
      pricePaise: 129_950,
      stock: 4,
      imagePath: 'products/l.webp',
    });
    const rug = await createProduct(shop, { name: 'Rug', pricePaise: 80_000, stock: 2 });

    const anon = await shop.rest('POST', '/api/cart/add', { productId: lamp, quantity: 1 });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: 'Please log in to add items to cart' });

    const a = await shop.rest<LegacyCart>(
      'POST',
      '/api/cart/add',
      { productId: lamp, quantity: 1 },
      { token },
    );
    expect(a.status).toBe(200);
    expect(a.body.items).toEqual([
      expect.objectContaining({
        itemId: expect.any(String),
        _id: lamp,
        name: 'Lamp',
        price: 1299.5,
        quantity: 1,
        imageUrl: '/uploads/products/l.webp',
        stock: 4,
      }),
    ]);
    const merged = await shop.rest<LegacyCart>(
      'POST',
      '/api/cart/add',
      { productId: lamp, quantity: 2 },
      { token },
    );
    expect(merged.body.items).toHaveLength(1);
    expect(merged.body.items[0]!.quantity).toBe(3);
    const over = await shop.rest('POST', '/api/cart/add', { productId: lamp, quantity: 2 }, { token });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: 'Only 4 Lamp in stock' });

    await shop.rest('POST', '/api/cart/add', { productId: rug, quantity: 1 }, { token });
    const got = await shop.rest<LegacyCart>('GET', '/api/cart', undefined, { token });
    expect(got.body.items.map((i) => i.name)).toEqual(['Lamp', 'Rug']);
    const itemId = got.body.items[0]!.itemId;

    const zero = await shop.rest('PUT', '/api/cart/update', { itemId, quantity: 0 }, { token });
    expect(zero.body).toMatchObject({ error: 'Quantity cannot be less than 1' });
    const tooMany = await shop.rest('PUT', '/api/cart/update', { itemId, quantity: 5 }, { token });
    expect(tooMany.body).toMatchObject({ error: 'Only 4 Lamp in stock' });
    const upd = await shop.rest<LegacyCart>('PUT', '/api/cart/update', { itemId, quantity: 4 }, { token });
    expect(upd.body.items[0]!.quantity).toBe(4);

    const rm = await shop.rest<LegacyCart>('DELETE', `/api/cart/remove/${itemId}`, undefined, { token });
    expect(rm.body.items.map((i) => i.name)).toEqual(['Rug']);
    const cleared = await shop.rest<LegacyCart>('DELETE', '/api/cart/clear', undefined, { token });
    expect(cleared.body).toMatchObject({ items: [] });
  });

  it('refuses out-of-stock and unknown products', async () => {
    const { token } = await signUp(shop, { email: 'cart-oos@example.com' });
    const gone = await createProduct(shop, { name: 'Sold Out Tee', pricePaise: 50_000, stock: 0 });
    const res = await shop.rest('POST', '/api/cart/add', { productId: gone, quantity: 1 }, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Sold Out Tee is out of stock' });
    const unknown = await shop.rest(
      'POST',
      '/api/cart/add',
      { productId: crypto.randomUUID(), quantity: 1 },
      { token },
    );
    expect(unknown.status).toBe(404);
  });

  it("cannot touch another shopper's cart lines", async () => {
    const a = await signUp(shop, { email: 'cart-a@example.com' });
    const b = await signUp(shop, { email: 'cart-b@example.com' });
    const p = await createProduct(shop, { name: 'Cup', pricePaise: 10_000, stock: 5 });
    const added = await shop.rest<LegacyCart>(
      'POST',
      '/api/cart/add',
      { productId: p, quantity: 1 },
      { token: a.token },
    );
    const itemId = added.body.items[0]!.itemId;
    const upd = await shop.rest('PUT', '/api/cart/update', { itemId, quantity: 2 }, { token: b.token });
    expect(upd.status).toBe(404);
    const rm = await shop.rest('DELETE', `/api/cart/remove/${itemId}`, undefined, { token: b.token });
    expect(rm.status).toBe(404);
    const still = await shop.rest<LegacyCart>('GET', '/api/cart', undefined, { token: a.token });
    expect(still.body.items[0]!.quantity).toBe(1);
  });
});

describe('cart over GraphQL', () => {
  const CART =
    '{ cart { totalQuantity subtotal items { id itemId productId name price quantity stock lineTotal } } }';

  it('answers totals and validates checkout', async () => {
    const { token } = await signUp(shop, { email: 'cart-gql@example.com' });
    const empty = await shop.gql('{ checkoutCart { totalQuantity } }', {}, { token });
    expect(firstError(empty)?.message).toBe('Cart is empty');
    const p = await createProduct(shop, { name: 'Notebook', pricePaise: 12_345, stock: 3 });
    await shop.gql(
      'mutation($id: ID!) { addToCart(productId: $id, quantity: 3) { totalQuantity } }',
      { id: p },
      { token },
    );
    const cart = await shop.gql<{
      cart: { totalQuantity: number; subtotal: number; items: { lineTotal: number }[] };
    }>(CART, {}, { token });
    expect(cart.data?.cart).toMatchObject({
      totalQuantity: 3,
      subtotal: 370.35,
      items: [{ lineTotal: 370.35 }],
    });
    const live = await shop.gql<{
      cart: { items: { product: { id: string; stock: number; price: number } }[] };
    }>('{ cart { items { product { id stock price } } } }', {}, { token });
    expect(live.data?.cart.items[0]?.product).toEqual({ id: p, stock: 3, price: 123.45 });
    const ok = await shop.gql<{ checkoutCart: { totalQuantity: number } }>(
      '{ checkoutCart { totalQuantity } }',
      {},
      { token },
    );
    expect(ok.data?.checkoutCart.totalQuantity).toBe(3);
    // Someone else bought some meanwhile.
    await sql(shop, 'update products set stock = 2 where id = ?', [p]);
    const short = await shop.gql('{ checkoutCart { totalQuantity } }', {}, { token });
    expect(firstError(short)?.message).toBe('Notebook has insufficient stock');
    const anon = await shop.gql(
      'mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { totalQuantity } }',
      { id: p },
    );
    expect(firstError(anon)).toEqual({
      message: 'Please log in to add items to cart',
      code: 'UNAUTHENTICATED',
    });
    const lines = await shop.gql<{ cart: { items: { itemId: string }[] } }>(CART, {}, { token });
    const low = await shop.gql(
      'mutation($id: ID!) { updateCartItem(itemId: $id, quantity: 0) { totalQuantity } }',
      { id: lines.data!.cart.items[0]!.itemId },
      { token },
    );
    expect(firstError(low)?.message).toBe('Quantity cannot be less than 1');
    const cleared = await shop.gql<{ clearCart: { totalQuantity: number } }>(
      'mutation { clearCart { totalQuantity } }',
      {},
      { token },
    );
    expect(cleared.data?.clearCart.totalQuantity).toBe(0);
  });
});
