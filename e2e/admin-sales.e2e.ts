import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { deviceContext, noSeriousViolations } from './support/two-browsers.js';
import { LoginPage } from './pages/auth.js';
import { CheckoutScreen, HostedPaymentPage, ProductScreen } from './pages/commerce.js';
import { registerShopper } from './support/shoppers.js';

const ADMIN = { email: 'admin@rupeeshop.local', password: 'E2E-Admin#2026' };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/sales-shots';

/** The figure a KPI card shows, as a number ("₹1,234.00" → 1234, "12" → 12). */
async function kpi(page: Page, id: string): Promise<number> {
  const text = await page.getByTestId(`kpi-${id}`).locator('p').nth(1).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

test('the admin watches the Sales tab update live while a shopper orders in another browser @phone @global', async ({
  browser,
}, testInfo) => {
  const device = testInfo.project.use;
  const phone = Boolean(device.isMobile);
  const adminContext = await deviceContext(browser, testInfo);
  const shopperContext = await deviceContext(browser, testInfo);
  const admin = await adminContext.newPage();
  const shopper = await shopperContext.newPage();
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = phone ? 'phone' : 'desktop';

  // A shopper's browser never downloads the charts.
  const shopperScripts: string[] = [];
  shopper.on('request', (r) => r.resourceType() === 'script' && shopperScripts.push(r.url()));

  // The admin opens Sales Analytics: the last 30 days by default.
  await new LoginPage(admin).logIn(ADMIN.email, ADMIN.password, '/admin/login');
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/dashboard?tab=sales');
  await expect(admin.getByLabel('Date range')).toHaveValue('last30days');
  await expect(admin.getByTestId('sales-kpis')).toBeVisible();
  await admin.getByLabel('Date range').selectOption('last7days');
  await expect(admin).toHaveURL(/range=last7days/);
  await expect(admin.getByTestId('kpi-total-orders')).toBeVisible();
  const ordersBefore = await kpi(admin, 'total-orders');
  const revenueBefore = await kpi(admin, 'total-revenue');
  if (ordersBefore === 0) {
    await expect(
      admin.getByText(
        'No orders found for the selected period. Try changing the date range or placing new orders.',
      ),
    ).toBeVisible();
    await expect(admin.getByText('No products sold in this period')).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/sales-empty-${size}.png`, fullPage: true });
  }

  // Meanwhile a shopper, in another browser, buys a product.
  const { email, password, token } = await registerShopper(shopperContext.request, 'Ravi Live');
  await new LoginPage(shopper).logIn(email, password);
  await expect(shopper).toHaveURL(/\/$/);
  const bought = await new ProductScreen(shopper).addNthToCart(0);
  await shopper.goto('/cart');
  await shopper.getByTestId('checkout').click();
  const checkout = new CheckoutScreen(shopper);
  await checkout.completeShipping('Pune', '411001');
  await checkout.chooseMethod('GPay');
  const baseTotal = Number(
    ((await checkout.summary('base-total').textContent()) ?? '').replace(/[^\d.]/g, ''),
  );
  await checkout.placeOrder();
  // The UPI id goes on the payment page; the sale counts once it is paid.
  await new HostedPaymentPage(shopper).payByUpi('GPay', 'ravi@okgpay');
  await expect(shopper).toHaveURL(/\/order-confirmation\?order=/);
  expect(shopperScripts.filter((u) => /SalesCharts|SalesTab/.test(u))).toEqual([]);

  // The admin's tab follows without a reload: one more order, its revenue, the product on top.
  await expect.poll(() => kpi(admin, 'total-orders'), { timeout: 5000 }).toBe(ordersBefore + 1);
  expect(await kpi(admin, 'total-revenue')).toBeCloseTo(revenueBefore + baseTotal, 2);
  await expect(admin.getByTestId('sales-updated')).toContainText('updated');
  await expect(admin.getByTestId('top-products')).toContainText(bought);
  for (const chart of ['sales-line-chart', 'sales-status-pie']) {
    const svg = admin.getByTestId(chart).locator('svg').first();
    await expect(svg).toBeVisible();
    expect((await svg.boundingBox())!.width).toBeGreaterThan(150);
  }
  await expect(admin.getByTestId('sales-status-legend')).toContainText('Pending');
  // The screen reader's copy of the chart: one row per day.
  await expect(admin.getByTestId('sales-daily-table').locator('tbody tr')).toHaveCount(7);
  // View goes to the admin product page.
  const view = admin.getByRole('link', { name: `View ${bought}` });
  await expect(view).toHaveAttribute('href', /^\/admin\/products\/[0-9a-f-]{36}$/);

  // KPI figures stay on one line.
  for (const id of ['total-revenue', 'average-order-value']) {
    const value = admin.getByTestId(`kpi-${id}`).locator('p').nth(1);
    const box = await value.boundingBox();
    const lineHeight = await value.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
  }
  await admin.screenshot({ path: `${SHOTS}/sales-${size}.png`, fullPage: true });
  await noSeriousViolations(admin, `Sales Analytics (${size})`);

  // All time: no comparison.
  await admin.getByLabel('Date range').selectOption('all');
  await expect(admin.getByTestId('kpi-total-revenue')).toContainText('All time: no comparison');
  await expect(admin.getByTestId('sales-daily-table').locator('tbody tr')).toHaveCount(365);

  // The Overview's cards show the measured change, and stay live too.
  await admin.goto('/dashboard?tab=overview');
  await expect(admin.getByTestId('stat-sales')).toContainText('in the last 30 days');
  await expect(admin.getByTestId('stat-sales')).not.toContainText('12.5%');
  const overviewOrders = Number(
    (await admin.getByTestId('stat-orders').locator('p').nth(1).innerText()).replace(/\D/g, ''),
  );
  // The shopper's second order goes through the API this time (same server path, no UI).
  const products = await shopperContext.request.post('/graphql', {
    data: { query: '{ products(first: 1, stock: IN) { edges { node { id } } } }' },
  });
  const productId = ((await products.json()) as { data: { products: { edges: { node: { id: string } }[] } } })
    .data.products.edges[0]!.node.id;
  const placed = await shopperContext.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `mutation ($i: PlaceOrderInput!, $k: String!) { placeOrder(input: $i, idempotencyKey: $k) { order { id } } }`,
      variables: {
        k: `sales-e2e-${Date.now()}`,
        i: {
          items: [{ productId, quantity: 1 }],
          shipping: {
            name: 'Ravi Live',
            phone: '9123456780',
            email,
            address: '3 Park St',
            city: 'Pune',
            postalCode: '411001',
            stateCode: '27',
          },
          payment: { method: 'UPI', upiId: 'ravi@okgpay', upiProvider: 'GPay' },
        },
      },
    },
  });
  expect(JSON.stringify(await placed.json())).toContain('"id"');
  await expect(admin.getByTestId('stat-orders').locator('p').nth(1)).toHaveText(String(overviewOrders + 1), {
    timeout: 5000,
  });
  await admin.screenshot({ path: `${SHOTS}/overview-${size}.png`, fullPage: true });

  await adminContext.close();
  await shopperContext.close();
});
