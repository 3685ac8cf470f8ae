import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { gql } from './support/graphql.js';
import { registerShopper } from './support/shoppers.js';

/** Issue 33: the shopper downloads the GST tax invoice of an order, on a phone and a desktop. */
const SHOTS = '/tmp/storefront-shots';

async function placeOrder(request: APIRequestContext, token: string, email: string) {
  const { products } = await gql<{ products: { edges: { node: { id: string } }[] } }>(
    request,
    '{ products(first: 1, stock: IN, sort: PRICE_ASC) { edges { node { id } } } }',
    {},
  );
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string } } }>(
    request,
    `mutation ($i: PlaceOrderInput!, $k: String!) { placeOrder(input: $i, idempotencyKey: $k) { order { id } } }`,
    {
      k: `e2e-${Date.now()}-${Math.random()}`,
      i: {
        items: [{ productId: products.edges[0]!.node.id, quantity: 1 }],
        shipping: {
          name: 'Kavya Iyer',
          phone: '9123456780',
          email,
          address: '8 Besant Road',
          city: 'Chennai',
          postalCode: '600001',
          stateCode: '33',
        },
        payment: { method: 'UPI', upiId: 'kavya@okaxis', upiProvider: 'GPay' },
      },
    },
    token,
  );
  return placeOrder.order.id;
}

test('downloads the tax invoice of an order from My Orders @phone', async ({ page, request }, info) => {
  const { email, password, token } = await registerShopper(request, 'Kavya Iyer');
  const orderId = await placeOrder(request, token, email);
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/orders');
  const ref = `#${orderId.slice(0, 8).toUpperCase()}`;
  await page.getByRole('button', { name: 'Details', exact: true }).first().click();
  const dialog = page.getByTestId('order-details');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tamil Nadu');
  await expect(dialog.getByTestId('summary-igst')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invoice-order-${info.project.name}.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: /Download invoice \(PDF\)/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${ref.slice(1)}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('Place of supply: Tamil Nadu (33)');
  expect(text).toContain('Tax is not payable on reverse charge');
  await expect(page.getByTestId('toast').filter({ hasText: 'Invoice downloaded' }).first()).toBeVisible();
});
