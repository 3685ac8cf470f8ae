import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { noSeriousViolations } from './support/axe.js';
import { LoginPage } from './pages/auth.js';
import { registerShopper } from './support/shoppers.js';

const ADMIN = { email: 'admin@rupeeshop.local', password: 'E2E-Admin#2026' };
const SHOTS = '/tmp/payments-shots';

async function shot(page: Page, name: string, project: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

/**
 * A wallet top-up paid on the test gateway's page with `cardNumber`: 4111… pays (return and
 * webhook), 4000 0000 0000 0119 is taken by the gateway but never reported (stays pending here).
 */
async function topUp(request: APIRequestContext, token: string, amount: number, cardNumber: string) {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($a: Float!) { addFunds(amount: $a) { payment { url } } }',
      variables: { a: amount },
    },
  });
  const body = (await res.json()) as { data?: { addFunds: { payment: { url: string } } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const page = await request.post(body.data!.addFunds.payment.url, {
    form: { method: 'card', cardNumber, expiry: '12/29', cvv: '123' },
    maxRedirects: 0,
  });
  expect([202, 303]).toContain(page.status());
}

test('the admin filters payments, opens one with its events and checks a pending one with the provider @phone', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const phone = Boolean(testInfo.project.use.isMobile);
  const shopper = await registerShopper(request, `Meera Iyer ${project}`);
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await topUp(shopperContext.request, shopper.token, 321, '4111111111111111');
  // The gateway's webhook pays the first a moment later: the wallet shows it.
  await expect
    .poll(async () => {
      const res = await shopperContext.request.post('/graphql', {
        headers: { authorization: `Bearer ${shopper.token}` },
        data: { query: '{ wallet { balance } }' },
      });
      return ((await res.json()) as { data?: { wallet: { balance: number } } }).data?.wallet.balance;
    })
    .toBe(321);
  await topUp(shopperContext.request, shopper.token, 654.5, '4000000000000119');

  await new LoginPage(page).logIn(ADMIN.email, ADMIN.password, '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);
  if (phone) {
    await page.getByRole('button', { name: 'Sections' }).click();
    await page.getByRole('link', { name: 'Payments' }).click();
  } else {
    await page.getByRole('link', { name: 'Payments' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page).toHaveURL(/tab=payments/);

  // Filter: the shopper's e-mail, then top-ups, then the pending ones.
  const rows = page.getByTestId('payment-row');
  await page.getByLabel('Search payments').fill(shopper.email.toUpperCase());
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Purpose').selectOption({ label: 'Wallet top-up' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '₹321.00' })).toContainText('Paid');
  await page.getByLabel('State').selectOption({ label: 'Pending' });
  await expect(rows).toHaveCount(1);
  const pending = rows.first();
  await expect(pending).toContainText('₹654.50');
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText(shopper.email);
  await expect(pending).toContainText(/order_test_/);
  if (!phone) {
    const table = page.getByTestId('payments-table');
    const fits = await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth);
    expect(fits, 'the payments table needs no sideways scrolling at 1280 px').toBe(true);
  }
  await shot(page, 'payments', project);
  await noSeriousViolations(page, `payments (${project})`);

  // Check with provider: the gateway took the money, so the payment is paid now.
  await pending.getByRole('button', { name: /^Check with provider/ }).click();
  await expect(page.getByText('Checked with the provider: the payment is now paid')).toBeVisible();
  await expect(pending).toContainText('Paid');
  await expect(pending.getByRole('button', { name: /^Check with provider/ })).toHaveCount(0);

  // Its details: the facts and the events, the admin's check among them.
  await pending.getByRole('button', { name: 'Wallet top-up' }).click();
  const details = page.getByTestId('payment-details');
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Payment: Wallet top-up' })).toBeVisible();
  await expect(details).toContainText(shopper.email);
  const events = details.getByTestId('payment-event');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Admin check');
  await expect(events.first()).toContainText('status.paid');
  await expect(details.getByText('No refunds')).toBeVisible();
  await shot(page, 'payment-details', project);
  await noSeriousViolations(page, `payment details (${project})`);
  await details.getByRole('button', { name: /close/i }).first().click();
  await expect(details).toBeHidden();

  // A filter nothing matches shows the empty state; clearing brings every payment back.
  await page.getByLabel('Search payments').fill('no-such-payment-anywhere');
  await expect(page.getByText('No payments match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search payments')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
  await shopperContext.close();
});
