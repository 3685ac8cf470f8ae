import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';
import {
  CARD,
  createProduct,
  firstError,
  orderInput,
  placeOrder,
  SHIPPING,
  sql,
  stockOf,
  topUp,
  UPI,
  walletState,
} from './support/commerce.js';

let shop: TestShop;
let failNext = false;

beforeAll(async () => {
  shop = await startTestShop(
    {},
    {
      orderHooks: {
        afterStockDecrement: () => {
          if (failNext) {
            failNext = false;
            throw new Error('injected failure after the stock decrement');
          }
        },
      },
    },
  );
});
afterAll(() => shop?.close());

const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  subtotal gstAmount promoDiscount promoCode promoLabel baseTotal walletAmountUsed totalAmount walletBalance } }`;

describe('quote and promo codes', () => {
  it('answers the server figures, with promo codes case-insensitive', async () => {
    const { token } = await signUp(shop, { email: 'quote@example.com' });
    const a = await createProduct(shop, { name: 'Desk Lamp', pricePaise: 49_999, stock: 10 });
    const b = await createProduct(shop, { name: 'Chair', pricePaise: 125_000, stock: 10 });
    const items = [
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
    ];
    const res = await shop.gql<{ quote: Record<string, unknown> }>(
      QUOTE,
      { input: { items, promoCode: 'save10' } },
      { token },
    );
    expect(res.data?.quote).toEqual({
      subtotal: 2249.98,
      gstAmount: 405,
      promoDiscount: 225,
      promoCode: 'SAVE10',
      promoLabel: '10% off',
      baseTotal: 2429.98,
      walletAmountUsed: 0,
      totalAmount: 2429.98,
      walletBalance: 0,
    });

    await topUp(shop, token, 1000);
    const withWallet = await shop.gql<{ quote: Record<string, number> }>(
      QUOTE,
      { input: { items, promoCode: 'FLAT50', useWallet: true } },
      { token },
    );
    expect(withWallet.data?.quote).toMatchObject({
      promoDiscount: 50,
      baseTotal: 2604.98,
      walletAmountUsed: 1000,
      totalAmount: 1604.98,
      walletBalance: 1000,
    });

    const bad = await shop.gql(QUOTE, { input: { items, promoCode: 'NOPE' } }, { token });
    expect(firstError(bad)).toEqual({ message: 'Invalid promo code', code: 'BAD_USER_INPUT' });
  });

  it('validates a promo code and answers its label', async () => {
    const res = await shop.gql<{
      validatePromoCode: { code: string; label: string; type: string; value: number };
    }>('{ validatePromoCode(code: " extra20 ") { code label type value } }');
    expect(res.data?.validatePromoCode).toEqual({
      code: 'EXTRA20',
      label: '20% off',
      type: 'PERCENTAGE',
      value: 20,
    });
    const flat = await shop.gql<{ validatePromoCode: { value: number } }>(
      '{ validatePromoCode(code: "FLAT50") { value } }',
    );
    expect(flat.data?.validatePromoCode.value).toBe(50);
    const bad = await shop.gql('{ validatePromoCode(code: "SAVE99") { label } }');
    expect(firstError(bad)?.message).toBe('Invalid promo code');
  });

  it('refuses inactive codes', async () => {
    await sql(
      shop,
      `insert into promo_codes (code, type, value, label, active) values ('OLD5', 'percentage', 5, 'old', false)`,
    );
    const bad = await shop.gql('{ validatePromoCode(code: "old5") { label } }');
    expect(firstError(bad)?.message).toBe('Invalid promo code');
  });
});

describe('placing an order', () => {
  it('recomputes everything from current prices, stores a snapshot and only the card’s last four', async () => {
    const { token, userId } = await signUp(shop, { email: 'buyer1@example.com', name: 'Buyer One' });
    const p = await createProduct(shop, {
      name: 'Kettle',
      pricePaise: 150_000,
      stock: 5,
      imagePath: 'products/k.webp',
    });
    // The same product twice is summed into one line.
    const res = await placeOrder(
      shop,
      token,
      orderInput(
        [
          { productId: p, quantity: 1 },
          { productId: p, quantity: 1 },
        ],
        { promoCode: 'save10' },
      ),
    );
    expect(res.errors).toBeUndefined();
    const out = res.data!.placeOrder;
    expect(out.message).toBe('Order placed successfully for: Kettle');
    expect(out.productNames).toEqual(['Kettle']);
    expect(out.replayed).toBe(false);
    const o = out.order;
    expect(o.status).toBe('PENDING');
    expect(o.statusLabel).toBe('Pending');
    expect(o.items).toEqual([
      expect.objectContaining({
        productId: p,
        name: 'Kettle',
        price: 1500,
        quantity: 2,
        imageUrl: '/uploads/products/k.webp',
      }),
    ]);
    expect(o.totals).toEqual({
      subtotal: 3000,
      gstAmount: 540,
      promoDiscount: 300,
      promoCode: 'SAVE10',
      promoLabel: '10% off',
      baseTotal: 3240,
      totalAmount: 3240,
      walletAmountUsed: 0,
    });
    expect(o.payment).toEqual({ method: 'CARD', upiId: null, upiProvider: null, cardLastFour: '1234' });
    expect(o.customer).toEqual({ id: userId, name: 'Buyer One', email: 'buyer1@example.com' });
    expect(o.canCancel).toBe(true);
    expect(await stockOf(shop, p)).toBe(3);

    // Nothing but the last four digits of the card is stored anywhere.
    const rows = await sql(shop, 'select row_to_json(o)::text as j from orders o where id = ?', [o.id]);
    // (Eight digits of the card, with or without its spaces: ids and times may hold a short run.)
    expect(JSON.stringify(rows)).not.toMatch(/4111[ -]?1111|1111[ -]?1111/);
    expect(JSON.stringify(rows)).not.toMatch(/12\/29|"123"/);

    // A price change later does not touch the snapshot.
    await sql(shop, 'update products set price_paise = 1 where id = ?', [p]);
    const again = await shop.gql<{ order: { items: { price: number }[] } }>(
      'query($id: ID!) { order(id: $id) { items { price } } }',
      { id: o.id },
      { token },
    );
    expect(again.data?.order.items[0]?.price).toBe(1500);
    const live = await shop.gql<{ order: { items: { product: { id: string; price: number } | null }[] } }>(
      'query($id: ID!) { order(id: $id) { items { product { id price } } } }',
      { id: o.id },
      { token },
    );
    expect(live.data?.order.items[0]?.product).toEqual({ id: p, price: 0.01 });

    // A confirmation e-mail went to the account's address.
    const mail = await shop.mail.waitForMail('buyer1@example.com', 2);
    expect(mail.subject).toContain('confirmed');
    expect(mail.raw).toContain('Kettle');
  });

  it("mails the confirmation to the account's own address only, never to the shipping e-mail", async () => {
    const { token } = await signUp(shop, { email: 'relay@example.com', name: 'Relay Buyer' });
    const p = await createProduct(shop, { name: 'Lamp', pricePaise: 10_000, stock: 5 });
    const victim = 'victim@elsewhere.example';
    const lure = 'URGENT: your bank account is locked\nVerify at http://evil.example';
    const before = shop.mail.mails.length;
    const res = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { shipping: { ...SHIPPING, name: lure, email: victim } }),
    );
    expect(res.errors).toBeUndefined();
    const mail = await shop.mail.waitForMail('relay@example.com', 2);
    // Let any other delivery land, then look: one mail, to the account, none to the stranger.
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.mails.slice(before).map((m) => m.to)).toEqual([['relay@example.com']]);
    expect(shop.mail.mailsTo(victim)).toHaveLength(0);
    // The shop's words come first; the buyer's text only as courier data on one line near the end.
    const body = bodyOf(mail.raw);
    expect(body.split('\n')[0]).toMatch(/^Thank you for your order #[0-9A-F]{8} at /);
    expect(body).toContain('  URGENT: your bank account is locked Verify at http://evil.example');
    expect(body).not.toMatch(/^Verify at/m);
    expect(body.indexOf('URGENT')).toBeGreaterThan(body.indexOf('Shipping to:'));
  });

  it('caps the shipping fields at the address book’s lengths', async () => {
    const { token } = await signUp(shop, { email: 'longname@example.com' });
    const p = await createProduct(shop, { name: 'Mug', pricePaise: 10_000, stock: 5 });
    const cases: [string, string, string][] = [
      ['name', 'n'.repeat(101), 'Name must be at most 100 characters'],
      ['phone', '9'.repeat(21), 'Phone must be at most 20 characters'],
      ['email', `${'e'.repeat(250)}@x.in`, 'Please enter a valid email address'],
      ['city', 'c'.repeat(101), 'City must be at most 100 characters'],
      ['postalCode', '5'.repeat(13), 'Postal code must be at most 12 characters'],
      ['address', 'a'.repeat(501), 'Address must be at most 500 characters'],
    ];
    for (const [field, value, message] of cases) {
      const res = await placeOrder(
        shop,
        token,
        orderInput([{ productId: p, quantity: 1 }], { shipping: { ...SHIPPING, [field]: value } }),
      );
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const ok = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { shipping: { ...SHIPPING, name: 'n'.repeat(100) } }),
    );
    expect(ok.errors).toBeUndefined();
  });

  it('removes the purchased products from the server cart', async () => {
    const { token } = await signUp(shop, { email: 'cartbuyer@example.com' });
    const a = await createProduct(shop, { name: 'Pen', pricePaise: 1_000, stock: 10 });
    const b = await createProduct(shop, { name: 'Ink', pricePaise: 2_000, stock: 10 });
    for (const id of [a, b])
      await shop.gql(
        'mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { totalQuantity } }',
        { id },
        { token },
      );
    await placeOrder(shop, token, orderInput([{ productId: a, quantity: 1 }], { payment: UPI }));
    const cart = await shop.gql<{ cart: { items: { productId: string }[] } }>(
      '{ cart { items { productId } } }',
      {},
      { token },
    );
    expect(cart.data?.cart.items.map((i) => i.productId)).toEqual([b]);
  });

  it('checks the shipping, payment and items with the checkout messages', async () => {
    const { token } = await signUp(shop, { email: 'validate@example.com' });
    const p = await createProduct(shop, { name: 'Mug', pricePaise: 30_000, stock: 3 });
    const items = [{ productId: p, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [orderInput([]), 'Your cart is empty'],
      [orderInput([{ productId: p, quantity: 0 }]), 'Quantity cannot be less than 1'],
      [
        orderInput(items, { shipping: { ...SHIPPING, city: ' ' } }),
        'Please fill in all shipping information',
      ],
      [orderInput(items, { payment: null }), 'Please select a payment method'],
      [orderInput(items, { payment: { method: 'UPI', upiId: '' } }), 'Please enter your UPI ID'],
      [
        orderInput(items, { payment: { ...CARD, cardNumber: '4111 1111 1111' } }),
        'Please enter a valid 16-digit card number',
      ],
      [
        orderInput(items, { payment: { ...CARD, expiry: '13/29' } }),
        'Please enter a valid expiry date (MM/YY)',
      ],
      [orderInput(items, { payment: { ...CARD, cvv: '12' } }), 'Please enter a valid CVV'],
      [orderInput(items, { payment: { method: 'WALLET' } }), 'Insufficient wallet balance'],
      [orderInput([{ productId: p, quantity: 4 }]), 'Mug has insufficient stock'],
      [orderInput(items, { promoCode: 'BOGUS' }), 'Invalid promo code'],
    ];
    for (const [input, message] of cases) {
      const res = await placeOrder(shop, token, input);
      expect(firstError(res)?.message, message).toBe(message);
    }
    expect(await stockOf(shop, p)).toBe(3);
    const count = await sql<{ n: string }>(
      shop,
      'select count(*) as n from orders o join users u on u.id = o.user_id where u.email = ?',
      ['validate@example.com'],
    );
    expect(Number(count[0]!.n)).toBe(0);
  });

  it('needs a login', async () => {
    const res = await shop.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input, idempotencyKey: "k") { message } }',
      { input: orderInput([{ productId: crypto.randomUUID(), quantity: 1 }]) },
    );
    expect(firstError(res)).toEqual({ message: 'Please log in to place an order', code: 'UNAUTHENTICATED' });
  });

  it('pays from the wallet: all of it (method wallet) or part of it (card pays the rest)', async () => {
    const { token, userId } = await signUp(shop, { email: 'walletpay@example.com' });
    const p = await createProduct(shop, { name: 'Book', pricePaise: 10_000, stock: 10 });
    await topUp(shop, token, 200);
    // ₹100 + 18% = ₹118: the wallet pays everything, no method needed.
    const full = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { payment: null, useWallet: true }),
    );
    expect(full.errors).toBeUndefined();
    expect(full.data!.placeOrder.order.payment.method).toBe('WALLET');
    expect(full.data!.placeOrder.order.totals).toMatchObject({
      baseTotal: 118,
      walletAmountUsed: 118,
      totalAmount: 0,
    });
    // ₹82 left; the next ₹118 order takes ₹82 from the wallet and ₹36 by card.
    const part = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { useWallet: true }),
    );
    expect(part.data!.placeOrder.order.totals).toMatchObject({ walletAmountUsed: 82, totalAmount: 36 });
    expect(part.data!.placeOrder.order.payment.method).toBe('CARD');
    expect(await walletState(shop, userId)).toEqual({ balance: 0, ledger: 0 });
    const w = await shop.gql<{
      wallet: { balance: number; transactions: { type: string; amount: number }[] };
    }>('{ wallet { balance transactions { type amount } } }', {}, { token });
    expect(w.data?.wallet.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['DEBIT', 82],
      ['DEBIT', 118],
      ['CREDIT', 200],
    ]);
  });

  it('allows FIRSTORDER only on the first order that was not cancelled', async () => {
    const { token } = await signUp(shop, { email: 'first@example.com' });
    const p = await createProduct(shop, { name: 'Cap', pricePaise: 50_000, stock: 10 });
    const one = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { promoCode: 'firstorder' }),
    );
    expect(one.data!.placeOrder.order.totals.promoDiscount).toBe(30);
    const two = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { promoCode: 'FIRSTORDER' }),
    );
    expect(firstError(two)?.message).toBe('FIRSTORDER is only valid on your first order');
    // Once the first order is cancelled, the code is usable again.
    await shop.gql(
      'mutation($id: ID!) { cancelOrder(id: $id) { message } }',
      { id: one.data!.placeOrder.order.id },
      { token },
    );
    const three = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 1 }], { promoCode: 'FIRSTORDER' }),
    );
    expect(three.errors).toBeUndefined();
  });

  it('is idempotent: the same key answers the same order; another request with it is refused', async () => {
    const { token } = await signUp(shop, { email: 'idem@example.com' });
    const p = await createProduct(shop, { name: 'Bag', pricePaise: 20_000, stock: 10 });
    const input = orderInput([{ productId: p, quantity: 2 }]);
    const key = crypto.randomUUID();
    const first = await placeOrder(shop, token, input, key);
    const second = await placeOrder(shop, token, input, key);
    expect(second.data!.placeOrder.order.id).toBe(first.data!.placeOrder.order.id);
    expect(second.data!.placeOrder.replayed).toBe(true);
    expect(second.data!.placeOrder.order.totals).toEqual(first.data!.placeOrder.order.totals);
    expect(await stockOf(shop, p)).toBe(8);
    const other = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]), key);
    expect(firstError(other)).toEqual({
      message: 'Idempotency key was already used for a different request',
      code: 'CONFLICT',
    });
    // Keys are per user: another shopper may use the same key.
    const b = await signUp(shop, { email: 'idem2@example.com' });
    const theirs = await placeOrder(shop, b.token, input, key);
    expect(theirs.data!.placeOrder.order.id).not.toBe(first.data!.placeOrder.order.id);
  });

  it('rolls everything back when the transaction fails after the stock decrement', async () => {
    const { token, userId } = await signUp(shop, { email: 'rollback@example.com' });
    const p = await createProduct(shop, { name: 'Vase', pricePaise: 10_000, stock: 4 });
    await topUp(shop, token, 50);
    await shop.gql(
      'mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { totalQuantity } }',
      { id: p },
      { token },
    );
    const key = crypto.randomUUID();
    const mailsBefore = shop.mail.mailsTo('rollback@example.com').length;
    failNext = true;
    const res = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 2 }], { useWallet: true }),
      key,
    );
    expect(firstError(res)?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await stockOf(shop, p)).toBe(4);
    expect(await walletState(shop, userId)).toEqual({ balance: 5000, ledger: 5000 });
    const orders = await sql<{ n: string }>(shop, 'select count(*) as n from orders where user_id = ?', [
      userId,
    ]);
    expect(Number(orders[0]!.n)).toBe(0);
    const keys = await sql<{ n: string }>(
      shop,
      'select count(*) as n from order_requests where user_id = ?',
      [userId],
    );
    expect(Number(keys[0]!.n)).toBe(0);
    const notes = await sql<{ n: string }>(
      shop,
      'select count(*) as n from notifications where user_id = ?',
      [userId],
    );
    expect(Number(notes[0]!.n)).toBe(0);
    // Its events were dropped with the rollback: no confirmation mail either.
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.mail.mailsTo('rollback@example.com')).toHaveLength(mailsBefore);
    const cart = await shop.gql<{ cart: { totalQuantity: number } }>(
      '{ cart { totalQuantity } }',
      {},
      { token },
    );
    expect(cart.data?.cart.totalQuantity).toBe(2);
    // The same key works once the failure is gone.
    const retry = await placeOrder(
      shop,
      token,
      orderInput([{ productId: p, quantity: 2 }], { useWallet: true }),
      key,
    );
    expect(retry.errors).toBeUndefined();
    expect(await stockOf(shop, p)).toBe(2);
    // Committed this time: the listeners ran once.
    const mail = await shop.mail.waitForMail('rollback@example.com', mailsBefore + 1);
    expect(mail.subject).toMatch(/order #[0-9A-F]{8} confirmed/);
    const notesAfter = await sql<{ n: string }>(
      shop,
      'select count(*) as n from notifications where user_id = ?',
      [userId],
    );
    expect(Number(notesAfter[0]!.n)).toBe(1);
  });
});

describe('when mail is down', () => {
  // Last in this file: it stops the SMTP server.
  it('still places the order (the failed confirmation mail is only logged)', async () => {
    const { token } = await signUp(shop, { email: 'nomail@example.com' });
    const p = await createProduct(shop, { name: 'Quiet Fan', pricePaise: 10_000, stock: 2 });
    await shop.mail.close();
    const res = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]));
    expect(res.errors).toBeUndefined();
    expect(res.data!.placeOrder.order.status).toBe('PENDING');
    expect(await stockOf(shop, p)).toBe(1);
  });
});

/** A captured mail's text body (quoted-printable soft breaks and escapes undone). */
function bodyOf(raw: string): string {
  // With the invoice attached the mail is multipart: the text is the text/plain part.
  const plain = raw.search(/Content-Type: text\/plain/i);
  const from = plain >= 0 ? raw.slice(plain) : raw;
  const start = from.indexOf('\r\n\r\n') + 4;
  const end = plain >= 0 ? from.indexOf('\r\n----', start) : -1;
  const text = end >= 0 ? from.slice(start, end) : from.slice(start);
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'))
    .replace(/\r\n/g, '\n');
}
