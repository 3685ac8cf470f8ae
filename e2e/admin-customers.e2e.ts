import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noSeriousViolations } from './support/axe.js';
import { LoginPage } from './pages/auth.js';
import { registerShopper } from './support/shoppers.js';

const ADMIN = { email: 'admin@rupeeshop.local', password: 'E2E-Admin#2026' };
const SHOTS = '/tmp/customers-shots';

async function shot(page: Page, name: string, project: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

/** The shopper's order, placed over the API from the shopper's own (other) context. */
async function placeOrder(request: APIRequestContext, token: string, email: string) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const products = (await gql('{ products(inStock: true, first: 1) { edges { node { id } } } }')) as {
    products: { edges: { node: { id: string } }[] };
  };
  const productId = products.products.edges[0]!.node.id;
  await gql(
    'mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { order { id } } }',
    {
      key: `e2e-${Date.now()}-${Math.random()}`,
      input: {
        items: [{ productId, quantity: 1 }],
        shipping: {
          name: 'Zoya Qadri',
          phone: '9876543210',
          email,
          address: '7 Lake View',
          city: 'Pune',
          postalCode: '411001',
          stateCode: '27',
        },
        payment: { method: 'UPI', upiId: 'zoya@okaxis', upiProvider: 'GPay' },
      },
    },
  );
}

test('the admin finds a customer, opens their details, sees feedback and a new order arrive live @phone @global', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000); // one long journey over five screens, on a shared machine
  const project = testInfo.project.name;
  const phone = Boolean(testInfo.project.use.isMobile);
  const name = `Zoya Qadri ${project} ${Date.now() % 100000}`;
  const shopper = await registerShopper(request, name);
  // The shopper works in a context of their own (API calls with their token).
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopperApi = shopperContext.request;
  await placeOrder(shopperApi, shopper.token, shopper.email);

  await new LoginPage(page).logIn(ADMIN.email, ADMIN.password, '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);

  // Phone: the sidebar is a menu behind the Sections button.
  if (phone) {
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
    await page.getByRole('button', { name: 'Sections' }).click();
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
  } else {
    await page.getByRole('link', { name: 'Customers' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByTestId('customers-total')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByTestId('customers-verified')).toHaveText(/^\d[\d,]*$/);

  // Search by part of the name, in another case.
  await page.getByLabel('Search customers').fill(name.slice(0, 14).toUpperCase() + name.slice(14));
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(shopper.email);
  await expect(rows.first()).toContainText('Yes');
  // The spec's Address column (phones: a line of the card).
  await expect(rows.first()).toContainText(shopper.address);
  await shot(page, 'customers', project);
  await noSeriousViolations(page, `customers (${project})`);

  // Sort: Name ascending, then descending (the server answers; the search stays).
  if (!phone) {
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Name');
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('Name');
    await expect(rows).toHaveCount(1);

    // A 1280-px screen shows the table whole: the wide-screen columns (wallet, last order) leave
    // it, the e-mail goes under the name, the spec's Address column stays, and the Sort by menu
    // keeps every order.
    const table = page.getByTestId('customers-table');
    const fits = await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth);
    expect(fits, 'the customers table needs no sideways scrolling at 1280 px').toBe(true);
    await expect(table.getByRole('columnheader', { name: /Wallet/ })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: /Total spent/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Address/ })).toBeVisible();
    await expect(rows.first().getByRole('cell', { name: shopper.address })).toBeVisible();
    await expect(rows.first().getByRole('rowheader').getByText(shopper.email)).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Wallet (descending)' });
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('Wallet');
    await expect(rows).toHaveCount(1);
    // A 1024-px laptop, the sidebar beside it: the mobile number and the address go under the name
    // too, and the table still fits.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 1024, height: 768 });
    const fitsLaptop = await table.evaluate(
      (t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth,
    );
    expect(fitsLaptop, 'the customers table needs no sideways scrolling at 1024 px').toBe(true);
    await expect(table.getByRole('columnheader', { name: /Mobile/ })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: /Total spent/ })).toBeVisible();
    await expect(rows.first().getByRole('rowheader').getByText('9876543210')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Address/ })).toBeHidden();
    await expect(rows.first().getByRole('rowheader').getByText(shopper.address)).toBeVisible();
    await shot(page, 'customers-1024', project);
    await page.setViewportSize(desktop);
    await expect(rows.first().getByRole('rowheader').getByText('9876543210')).toBeHidden();
    await expect(rows.first().getByRole('rowheader').getByText(shopper.address)).toBeHidden();
  }

  // Details: profile, orders (with the order dialog) and the wallet ledger.
  await rows.first().getByRole('button', { name }).click();
  const details = page.getByTestId('customer-details');
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(details).toContainText(shopper.email);
  await expect(details.getByTestId('customer-order-row')).toHaveCount(1);
  await expect(details.getByText('No wallet activity')).toBeVisible();
  await shot(page, 'customer-details', project);
  await noSeriousViolations(page, `customer details (${project})`);
  await details.getByRole('button', { name: /^View order/ }).click();
  const order = page.getByTestId('order-details');
  await expect(order).toBeVisible();
  await expect(order).toContainText('Zoya Qadri');
  await order.getByRole('button', { name: /close/i }).first().click();
  await expect(order).toBeHidden();
  await details.getByRole('button', { name: /close/i }).first().click();
  await expect(details).toBeHidden();

  // Feedbacks: a new message appears live, and can be deleted after confirming.
  await page.goto('/dashboard?tab=feedbacks');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedbacks' })).toBeVisible();
  await expect(
    page.getByText('No feedbacks available.').or(page.getByTestId('feedback-row').first()),
  ).toBeVisible();
  const message = `Please stock more brass lamps (${project})`;
  const sent = await shopperApi.post('/api/contact/submit', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { name, email: shopper.email, message },
  });
  expect(sent.status()).toBe(201);
  const feedback = page.getByTestId('feedback-row').filter({ hasText: message });
  await expect(feedback).toBeVisible();
  await shot(page, 'feedbacks', project);
  await noSeriousViolations(page, `feedbacks (${project})`);
  await feedback.getByRole('button', { name: `Delete feedback from ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete this feedback?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(feedback).toHaveCount(0);

  // The bell: read everything, then a new order placed by the shopper arrives live.
  const bell = page.getByTestId('dashboard-bell');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Admin notifications' });
  await expect(panel).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Mark all read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByTestId('dashboard-bell-count')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await placeOrder(shopperApi, shopper.token, shopper.email);
  await expect(page.getByTestId('dashboard-bell-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await bell.click();
  await expect(panel.getByTestId('admin-notification').first()).toContainText(`from ${name}`);
  await expect(page).toHaveURL(/\/dashboard/); // the bell no longer leaves for the shopper page
  await shot(page, 'bell', project);
  await noSeriousViolations(page, `bell panel (${project})`);
  await panel.getByTestId('admin-notification').first().getByRole('link').click();
  await expect(page).toHaveURL(/tab=orders/);
  await expect(page.getByTestId('dashboard-bell-count')).toHaveCount(0);

  // Products inside the dashboard shell, with search and a category filter.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  if (!phone) await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
  await page.getByLabel('Category').selectOption({ index: 1 });
  const category = (await page.getByLabel('Category').inputValue()).toLowerCase();
  const productRows = page.getByTestId('admin-product-row');
  await expect(productRows.first()).toBeVisible();
  for (const text of await productRows.allInnerTexts()) expect(text.toLowerCase()).toContain(category);
  await page.getByLabel('Search the catalogue').fill('zzzz-no-such-product');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(productRows.first()).toBeVisible();
  await shot(page, 'products', project);
  await noSeriousViolations(page, `admin products (${project})`);
  const first = productRows.first().getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product details' })).toBeVisible();
  await shot(page, 'product-detail', project);

  // The overview's figures stay on one line.
  await page.goto('/dashboard');
  for (const value of await page.getByTestId('overview-stat-value').all()) {
    const box = await value.boundingBox();
    const lineHeight = await value.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
  }
  await shot(page, 'overview', project);
  await shopperContext.close();
});
