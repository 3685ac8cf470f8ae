import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { gql } from './support/graphql.js';
import { registerShopper } from './support/shoppers.js';

/**
 * Issue 33: a paid order's cancellation issues a GST credit note; the shopper downloads it from My
 * Orders (phone and desktop) and the admin from Order Management.
 */
const SHOTS = '/tmp/storefront-shots';
const ADMIN = { email: 'admin@rupeeshop.local', password: 'E2E-Admin#2026' };

/** A paid order (the test gateway charges the UPI id at once), then cancelled: refunded less the fee. */
async function cancelledOrder(request: APIRequestContext, token: string, email: string) {
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
          name: 'Nisha Menon',
          phone: '9123456781',
          email,
          address: '4 Marine Drive',
          city: 'Kochi',
          postalCode: '682001',
          stateCode: '32',
        },
        payment: { method: 'UPI', upiId: 'nisha@okaxis', upiProvider: 'GPay' },
      },
    },
    token,
  );
  const id = placeOrder.order.id;
  await gql(request, 'mutation ($id: ID!) { cancelOrder(id: $id) { message } }', { id }, token);
  const { order } = await gql<{ order: { creditNotes: { number: string }[] } }>(
    request,
    'query ($id: ID!) { order(id: $id) { creditNotes { number } } }',
    { id },
    token,
  );
  expect(order.creditNotes).toHaveLength(1);
  return { id, number: order.creditNotes[0]!.number };
}

/** The downloaded PDF's text (pdftotext), and its pages as pictures beside the screenshots. */
async function pdfText(download: Download, shot: string): Promise<string> {
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${SHOTS}/${shot}`]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

async function downloadFrom(page: Page, dialog: Locator, number: string) {
  const button = dialog.getByRole('button', { name: `Download credit note ${number} (PDF)`, exact: false });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${number.replace(/\//g, '-')}.pdf`);
  return download;
}

test('downloads the credit note of a cancelled order from My Orders @phone', async ({
  page,
  request,
}, info) => {
  const { email, password, token } = await registerShopper(request, 'Nisha Menon');
  const { number } = await cancelledOrder(request, token, email);
  expect(number).toMatch(/^[A-Z0-9]{1,3}\/CN\/\d\d-\d\d\/\d{3,5}$/);
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Details', exact: true }).first().click();
  const dialog = page.getByTestId('order-details');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Download invoice \(PDF\)/ })).toBeVisible();
  const download = await downloadFrom(page, dialog, number);
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: `Credit note ${number} downloaded` })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/credit-note-order-${info.project.name}.png`, fullPage: true });
  const text = await pdfText(download, `credit-note-pdf-${info.project.name}`);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(`Credit note number: ${number}`);
  expect(text).toMatch(/Original invoice number: [A-Z0-9]{1,3}\/\d\d-\d\d\/\d{6}/);
  expect(text).toContain('Place of supply: Kerala (32)');
  expect(text).toContain('Reason: Order cancelled');
  expect(text).toContain('Authorised signatory');
});

test('the admin downloads a credit note from Order Management', async ({ page, request }) => {
  const { email, token } = await registerShopper(request, 'Nisha Menon');
  const { number } = await cancelledOrder(request, token, email);
  await new LoginPage(page).logIn(ADMIN.email, ADMIN.password, '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=orders');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^View order/ }).click();
  const dialog = page.getByTestId('order-details');
  await expect(dialog).toContainText(email);
  const download = await downloadFrom(page, dialog, number);
  await page.screenshot({ path: `${SHOTS}/credit-note-admin-desktop.png`, fullPage: true });
  const text = await pdfText(download, 'credit-note-pdf-admin');
  expect(text).toContain(`Credit note number: ${number}`);
});
