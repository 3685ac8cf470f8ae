import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { CheckoutScreen, HostedPaymentPage, ProductScreen } from './pages/commerce.js';
import { registerShopper } from './support/shoppers.js';

/** The admin dashboard's Settings tab: promo codes checkout obeys at once, and the store name. */

const SHOTS = '/tmp/settings-shots';

async function openSettings(page: Page) {
  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByTestId('settings-tab')).toBeVisible();
}

test('an admin adds a promo code a shopper uses at checkout, deletes it and the shopper is refused; a new store name shows in the navbar @global', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString().slice(-6)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSettings(admin);

  // Add the code: typed in lower case, stored upper-cased; a fixed value in rupees.
  const form = admin.getByTestId('promo-form');
  await form.getByLabel('Code').fill(code.toLowerCase());
  await expect(form.getByLabel('Code')).toHaveValue(code);
  await form.getByLabel('Type').selectOption('fixed');
  await expect(form.getByLabel('Value (₹)')).toHaveAttribute('step', '0.01');
  await form.getByLabel('Value (₹)').fill('25.50');
  await form.getByLabel('Label').fill('₹25.50 off');
  await form.getByRole('button', { name: 'Add promo code' }).click();
  await expect(admin.getByText('Promo code added successfully')).toBeVisible();
  const row = admin.getByTestId('promo-row').filter({ hasText: code });
  await expect(row).toContainText('₹25.50');

  // The shopper applies it at checkout and places the order with it.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const who = await registerShopper(shopper.request, 'Meera Iyer');
  await new LoginPage(shopper).logIn(who.email, who.password);
  await expect(shopper).toHaveURL(/\/$/);
  await new ProductScreen(shopper).addNthToCart(0);
  await shopper.goto('/cart');
  await shopper.getByTestId('checkout').click();
  await expect(shopper).toHaveURL(/\/buy$/);
  const checkout = new CheckoutScreen(shopper);
  await checkout.completeShipping('Chennai', '600001');
  await checkout.applyPromo(code.toLowerCase());
  await expect(shopper.getByText('Promo code applied: ₹25.50 off!')).toBeVisible();
  await expect(checkout.summary('discount')).toContainText('₹25.50');
  await checkout.chooseMethod('GPay');
  await checkout.placeOrder();
  await new HostedPaymentPage(shopper).payByUpi('GPay', 'meera@okaxis');
  await expect(shopper).toHaveURL(/\/order-confirmation/);

  // The admin sees the use, deletes the code after confirming.
  await admin.reload();
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(`Delete promo code ${code}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Promo code deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Checkout refuses it from now on.
  await new ProductScreen(shopper).addNthToCart(0);
  await shopper.goto('/cart');
  await shopper.getByTestId('checkout').click();
  await expect(shopper).toHaveURL(/\/buy$/);
  await checkout.applyPromo(code);
  await expect(shopper.getByText('Invalid promo code')).toBeVisible();

  // A new store name: the admin's own navbar and page title, and the shopper's after a reload.
  const site = admin.getByTestId('settings-site');
  await site.getByLabel('Store name').fill('Chai Bazaar');
  await site.getByRole('button', { name: 'Save site settings' }).click();
  await expect(admin.getByText('Site settings updated successfully')).toBeVisible();
  await expect(admin.getByTestId('navbar-brand')).toHaveText(/Chai\s*Bazaar/);
  await expect(admin.getByRole('link', { name: 'Chai Bazaar home' })).toBeVisible();
  await expect(admin).toHaveTitle('Dashboard | Chai Bazaar');
  await shopper.goto('/contact');
  await expect(shopper.getByRole('link', { name: 'Chai Bazaar home' })).toBeVisible();
  await expect(shopper.getByTestId('footer-brand')).toHaveText(/Chai\s*Bazaar/);
  await expect(shopper).toHaveTitle('Contact us | Chai Bazaar');

  // The log lists the changes; then the shop gets its name back.
  await expect(admin.getByTestId('settings-log')).toContainText(`Deleted promo code ${code}`);
  await site.getByLabel('Store name').fill('Rupee Shop');
  await site.getByRole('button', { name: 'Save site settings' }).click();
  await expect(admin.getByRole('link', { name: 'Rupee Shop home' })).toBeVisible();
  await adminContext.close();
  await shopperContext.close();
});

test('the password section refuses a different confirmation without a call @phone', async ({ page }) => {
  await openSettings(page);
  const section = page.getByTestId('settings-password');
  let calls = 0;
  page.on('request', (r) => {
    if (r.postData()?.includes('ChangeAdminPassword')) calls++;
  });
  await section.getByLabel('Current password').fill('E2E-Admin#2026');
  await section.getByLabel('New password', { exact: true }).fill('Fresh#Pass1');
  await section.getByLabel('Confirm new password').fill('Fresh#Pass2');
  await section.getByRole('button', { name: 'Update password' }).click();
  await expect(section.getByText('New passwords do not match')).toBeVisible();
  expect(calls).toBe(0);
});

test('the Settings tab has no serious accessibility problem, and looks right @phone', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, bypassCSP: true });
  const page = await context.newPage();
  await openSettings(page);
  await expect(page.getByTestId('promo-row').first()).toBeVisible();
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/settings-${testInfo.project.name}.png`, fullPage: true });
  await page.getByTestId('promo-form').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-promo-form-${testInfo.project.name}.png` });
  // The delete confirmation, too.
  await page
    .getByTestId('promo-row')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-confirm-${testInfo.project.name}.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});
