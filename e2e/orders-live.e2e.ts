import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { audit, describe } from './support/axe.js';
import { gql } from './support/graphql.js';
import { addToCart, registerShopper } from './support/shoppers.js';

/**
 * Issue 11, defects 6 to 9 in the browser: the address book and the preselected address at
 * checkout; My Orders and the wallet following an admin's changes live; the admin's confirmation
 * and the order timeline; notifications worded for what they are.
 */
const SHOTS = '/tmp/storefront-shots';

async function anyProduct(request: APIRequestContext) {
  const { products } = await gql<{ products: { edges: { node: { id: string; name: string } }[] } }>(
    request,
    '{ products(first: 1, stock: IN, sort: PRICE_ASC) { edges { node { id name } } } }',
    {},
  );
  return products.edges[0]!.node;
}

const SHIPPING = {
  name: 'Meera Das',
  phone: '9123456780',
  address: '22 Lake Road',
  city: 'Kolkata',
  postalCode: '700029',
  stateCode: '19',
};

async function placeOrder(request: APIRequestContext, token: string, email: string, shipping = SHIPPING) {
  const product = await anyProduct(request);
  const { placeOrder } = await gql<{ placeOrder: { order: { id: string } } }>(
    request,
    `mutation ($i: PlaceOrderInput!, $k: String!) { placeOrder(input: $i, idempotencyKey: $k) { order { id } } }`,
    {
      k: `e2e-${Date.now()}-${Math.random()}`,
      i: {
        items: [{ productId: product.id, quantity: 1 }],
        shipping: { ...shipping, email },
        payment: { method: 'UPI', upiId: 'meera@okaxis', upiProvider: 'GPay' },
      },
    },
    token,
  );
  return placeOrder.order.id;
}

const ref = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;

async function axe(page: Page, screen: string) {
  const findings = await audit(page, screen);
  expect(findings, describe(findings)).toEqual([]);
}

test('the address book on the profile: add, edit, make default, delete; checkout starts at the last used address @phone', async ({
  page,
  request,
}, info) => {
  const { email, password, token } = await registerShopper(request, 'Meera Das');
  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/user-details');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByText('No saved addresses yet')).toBeVisible();

  // Add two addresses; the first is the default.
  for (const a of [
    SHIPPING,
    { ...SHIPPING, address: '5 Brigade Road', city: 'Bengaluru', postalCode: '560001', stateCode: '29' },
  ]) {
    await book.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add address' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText('Please fill in all shipping details').first()).toBeVisible();
    await dialog.getByLabel('Full name').fill(a.name);
    await dialog.getByLabel('Phone').fill(a.phone);
    await dialog.getByLabel('Address', { exact: true }).fill(a.address);
    await dialog.getByLabel('City').fill(a.city);
    await dialog.getByLabel('Postal code').fill(a.postalCode);
    await dialog.getByLabel('State').selectOption(a.stateCode);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Address saved' }).first()).toBeVisible();
  }
  const entries = book.getByTestId('address');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Default');
  await expect(entries.first()).toContainText('22 Lake Road');

  // Make the second the default, then edit it.
  await book.getByRole('button', { name: 'Make default: 5 Brigade Road' }).click();
  await expect(entries.first()).toContainText('5 Brigade Road');
  await expect(entries.first()).toContainText('Default');
  await book.getByRole('button', { name: 'Edit: 5 Brigade Road' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('Postal code').fill('560025');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(entries.first()).toContainText('560025');
  await page.screenshot({ path: `${SHOTS}/address-book-${info.project.name}.png`, fullPage: true });
  await axe(page, 'address book');

  // Delete the other one (after a confirmation).
  await book.getByRole('button', { name: 'Delete: 22 Lake Road' }).click();
  await page.getByRole('dialog', { name: 'Delete address' }).getByRole('button', { name: 'Delete' }).click();
  await expect(entries).toHaveCount(1);

  // A checkout elsewhere (to Mumbai) becomes the last used address: the next checkout starts there.
  await placeOrder(request, token, email, {
    ...SHIPPING,
    address: '9 Marine Drive',
    city: 'Mumbai',
    postalCode: '400020',
    stateCode: '27',
  });
  const product = await anyProduct(request);
  await addToCart(request, token, product.id);
  await page.goto('/cart');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByTestId('shipping-view')).toContainText('9 Marine Drive');
  await expect(page.getByTestId('shipping-view')).toContainText('Mumbai 400020');
  await expect(page.getByTestId('shipping-view')).toContainText(email);
  // The other saved address is one choice away.
  const saved = page.getByLabel('Ship to a saved address');
  const other = await saved.locator('option', { hasText: '5 Brigade Road' }).getAttribute('value');
  await saved.selectOption(other!);
  await expect(page.getByTestId('shipping-view')).toContainText('Bengaluru 560025');
  await page.screenshot({ path: `${SHOTS}/checkout-address-${info.project.name}.png`, fullPage: true });
});

test('My Orders and the wallet follow the admin live; the admin confirms each move; both see the timeline @phone', async ({
  page,
  browser,
  request,
}, info) => {
  const { email, password, token } = await registerShopper(request, 'Meera Das');
  const orderId = await placeOrder(request, token, email);
  const second = await placeOrder(request, token, email);

  await new LoginPage(page).logIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/orders');
  const row = page.getByTestId('order-row').filter({ hasText: ref(orderId) });
  await expect(row.getByTestId('order-status')).toHaveText('Pending');

  // The admin, in another browser, moves the order on: a confirmation first.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await new LoginPage(admin).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/dashboard?tab=orders');
  await admin.getByLabel('Search orders').fill(email);
  const adminRow = admin.getByTestId('admin-order-row').filter({ hasText: ref(orderId) });
  await adminRow.getByRole('button', { name: /^Mark Processing:/ }).click();
  const confirm = admin.getByRole('dialog', { name: 'Change order status' });
  await expect(confirm).toContainText(`Mark order ${ref(orderId)} from Meera Das as Processing?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(adminRow.getByTestId('order-status')).toHaveText('Pending');
  await adminRow.getByRole('button', { name: /^Mark Processing:/ }).click();
  await confirm.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(adminRow.getByTestId('order-status')).toHaveText('Processing');

  // The shopper's open My Orders follows without a reload.
  await expect(row.getByTestId('order-status')).toHaveText('Processing');
  await expect(
    page.getByTestId('toast').filter({ hasText: `Order ${ref(orderId)} is now Processing.` }),
  ).toBeVisible();

  // The admin's order details carry the history, with who did what.
  await adminRow.getByRole('button', { name: /^View order/ }).click();
  const adminDetails = admin.getByTestId('order-details');
  await expect(adminDetails.getByRole('heading', { name: 'History' })).toBeVisible();
  // Placed, the payment received (the test gateway's charge), then the admin's move.
  await expect(adminDetails.getByTestId('timeline-entry')).toHaveCount(3);
  await expect(adminDetails.getByTestId('timeline-entry').nth(1)).toContainText('Payment of');
  await expect(adminDetails.getByTestId('timeline-entry').nth(2)).toContainText('Processing (from Pending)');
  await expect(adminDetails.getByTestId('timeline-entry').nth(2)).toContainText('by Store Admin (admin)');
  await admin.screenshot({ path: `${SHOTS}/admin-timeline-${info.project.name}.png` });
  await adminContext.close();

  // The shopper's tracking timeline: done steps with times, the rest to come.
  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { name: 'Tracking' })).toBeVisible();
  // Placed, the payment received, Processing.
  await expect(details.getByTestId('timeline-entry')).toHaveCount(3);
  await expect(details).toContainText('Shipped');
  await expect(details).toContainText('Not yet');
  await page.screenshot({ path: `${SHOTS}/tracking-${info.project.name}.png` });
  await axe(page, 'tracking timeline');
  await page.keyboard.press('Escape');

  // The wallet page follows a refund made elsewhere (the shopper cancels on another device).
  await page.goto('/wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText('₹0.00');
  await gql(request, 'mutation ($id: ID!) { cancelOrder(id: $id) { message } }', { id: second }, token);
  await expect(balance).not.toHaveText('₹0.00');

  // The notification says it is a refund to the wallet, with a picture, not a grey placeholder.
  await page.goto('/notifications');
  const refund = page.getByTestId('notification').filter({ hasText: 'was cancelled' });
  await expect(refund).toContainText(/₹[\d,.]+ refunded to your wallet/);
  await expect(refund).not.toContainText('Total');
  await expect(refund.getByRole('img', { name: 'Refund to your wallet' })).toBeVisible();
  await expect(page.getByTestId('image-placeholder')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/notifications-${info.project.name}.png`, fullPage: true });
  await axe(page, 'notifications');
});
