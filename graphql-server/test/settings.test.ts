import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedShopSettings } from '../src/common/settings.js';
import { createProduct, placeOrder, orderInput } from './support/commerce.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

// The shop's editable figures are given to the services, not imported by them: a shop started
// with other figures charges, refunds and writes with those.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop(
    {},
    {
      settings: fixedShopSettings({
        shopName: 'Test Bazaar',
        gstPercent: 5,
        cancellationFeePercent: 10,
        returnWindowMs: 432_000_000,
      }),
    },
  );
});
afterAll(() => shop?.close());

describe('shop settings reach the services', () => {
  it('uses the given GST rate, fee rate and shop name', async () => {
    const { token } = await signUp(shop, { email: 'settings@example.com' });
    expect(shop.mail.mailsTo('settings@example.com')[0]?.subject).toMatch(/^Test Bazaar: your one-time code/);

    const p = await createProduct(shop, { name: 'Brass Lamp', pricePaise: 100_000, stock: 3 });
    const placed = await placeOrder(shop, token, orderInput([{ productId: p, quantity: 1 }]));
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    expect(order.totals).toMatchObject({ subtotal: 1000, gstAmount: 50, baseTotal: 1050 });

    const mail = await shop.mail.waitForMail('settings@example.com', 2);
    expect(mail.subject).toMatch(/^Test Bazaar: order #[0-9A-F]{8} confirmed/);
    expect(mail.raw).toContain('GST (5%)');

    const cancelled = await shop.gql<{ cancelOrder: { message: string } }>(
      'mutation($id: ID!) { cancelOrder(id: $id) { message } }',
      { id: order.id },
      { token },
    );
    // 10% of ₹1,050.00 kept; ₹945.00 back to the wallet.
    expect(cancelled.data?.cancelOrder.message).toBe('Order cancelled. ₹945.00 refunded to your wallet.');
  });
});
