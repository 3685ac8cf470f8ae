import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { CheckoutScreen, HostedPaymentPage, ProductScreen } from './pages/commerce.js';
import { registerShopper } from './support/shoppers.js';

/**
 * Issue 33, the admin side: the admin sets the seller details (GST), a shopper buys with a business
 * GSTIN, the admin finds the invoice on the Invoices tab, downloads its PDF and the month's GSTR-1 CSV.
 */
const SHOTS = '/tmp/gst-admin-shots';
const GSTIN = '27AAPFU0939F1ZV';

async function openAdminTab(page: Page, tab: string, testId: string) {
  await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** The current month in India (the CSV's months are Indian), YYYY-MM. */
function indianMonth(): string {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
}

test('the admin sets the seller, a business buys with its GSTIN, the admin finds the invoice and downloads the GSTR-1 CSV @phone', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage });
  const business = `Iyer Traders ${info.project.name} ${Date.now().toString().slice(-6)}`;

  // The admin: seller details, a wrong check character shown at the field first.
  const admin = await (await browser.newContext()).newPage();
  await new LoginPage(admin).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(admin).toHaveURL(/\/dashboard/);
  await openAdminTab(admin, 'settings', 'settings-tab');
  const seller = admin.getByTestId('settings-seller');
  await expect(seller.getByRole('heading', { name: 'Seller details (GST)' })).toBeVisible();
  await seller.getByLabel('Legal name').fill('Rupee Retail Private Limited');
  await seller.getByLabel('Address of the principal place of business').fill('12 MG Road, Bengaluru 560001');
  await seller.getByLabel('State').selectOption({ label: 'Karnataka (29)' });
  await seller.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await seller.getByLabel('Invoice series prefix').fill('RS');
  await seller.getByRole('button', { name: 'Save seller details' }).click();
  await expect(seller.getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(seller.getByLabel('GSTIN')).toHaveAccessibleDescription(
    /GSTIN's check character is wrong: please check for a typing mistake/,
  );
  await expect(seller.getByLabel('GSTIN')).toBeFocused();
  await seller.getByLabel('GSTIN').fill('29aagcb7383j1z4');
  await seller.getByRole('button', { name: 'Save seller details' }).click();
  await expect(admin.getByText('Seller details updated successfully').first()).toBeVisible();
  await seller.scrollIntoViewIfNeeded();
  await shot(admin, 'settings-seller', false);

  // HSN codes: the category list shows them; the dialog and the product form take them.
  await openAdminTab(admin, 'categories', 'categories-table');
  await admin
    .getByRole('button', { name: /^HSN code of / })
    .first()
    .click();
  const hsn = admin.getByRole('dialog');
  await hsn.getByLabel('HSN code').fill('94051');
  await hsn.getByRole('button', { name: 'Save' }).click();
  await expect(hsn.getByLabel('HSN code')).toHaveAccessibleDescription(/HSN code must be 4, 6 or 8 digits/);
  await shot(admin, 'category-hsn', false);
  await hsn.getByRole('button', { name: 'Cancel' }).click();
  await admin.goto('/admin/products');
  await admin.getByTestId('add-product').click();
  const product = admin.getByTestId('product-form-modal');
  await product.getByLabel('HSN code').fill('851610');
  await product.getByLabel('HSN code').scrollIntoViewIfNeeded();
  await shot(admin, 'product-hsn', false);
  await product.getByRole('button', { name: 'Cancel' }).click();

  // The shopper buys with a business GSTIN (a wrong one is refused at its field first).
  const shopper = await (await browser.newContext()).newPage();
  const who = await registerShopper(shopper.request, 'Kavya Iyer');
  await new LoginPage(shopper).logIn(who.email, who.password);
  await expect(shopper).toHaveURL(/\/$/);
  await new ProductScreen(shopper).addNthToCart(0);
  await shopper.goto('/cart');
  await shopper.getByTestId('checkout').click();
  await expect(shopper).toHaveURL(/\/buy$/);
  const checkout = new CheckoutScreen(shopper);
  await checkout.completeShipping('Pune', '411001', 'Maharashtra');
  await shopper.getByLabel('Add GSTIN for a business purchase').check();
  const purchase = shopper.getByRole('form', { name: 'Business purchase' });
  await purchase.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
  await purchase.getByLabel('Business name').fill(business);
  await checkout.chooseMethod('GPay');
  await checkout.placeOrder();
  await expect(purchase.getByLabel('GSTIN')).toHaveAccessibleDescription(
    /GSTIN's check character is wrong: please check for a typing mistake/,
  );
  await expect(purchase.getByLabel('GSTIN')).toBeFocused();
  await purchase.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
  await shot(shopper, 'checkout-business');
  await checkout.placeOrder();
  await new HostedPaymentPage(shopper).payByUpi('GPay', 'kavya@okaxis');
  await expect(shopper).toHaveURL(/\/order-confirmation/);

  // The admin finds the invoice by the business name and downloads its PDF.
  await openAdminTab(admin, 'invoices', 'invoices-tab');
  const tab = admin.getByTestId('invoices-tab');
  await tab.getByRole('searchbox', { name: 'Search invoices' }).fill(business);
  await tab.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`GSTIN ${GSTIN}`);
  await expect(row).toContainText('Maharashtra (27)');
  const number = /RS\/\d{2}-\d{2}\/\d{6}/.exec(await row.innerText())?.[0] ?? '';
  expect(number).not.toBe('');
  await expect(admin.getByTestId('invoice-totals')).toContainText('Invoices1');
  await shot(admin, 'invoices');
  const [pdf] = await Promise.all([
    admin.waitForEvent('download'),
    row.getByRole('button', { name: `Download PDF of invoice ${number}` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`invoice-${number.replace(/\//g, '-')}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'])
    .toString()
    .replace(/\s+/g, ' ');
  expect(text).toContain(GSTIN);
  expect(text).toContain(business);
  expect(text).toContain('29AAGCB7383J1Z4');

  // The month's GSTR-1 CSV holds the invoice among the B2B ones.
  const month = indianMonth();
  await tab.getByLabel('Month').fill(month);
  const [csv] = await Promise.all([
    admin.waitForEvent('download'),
    tab.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`gstr1-${month}.csv`);
  const body = fs.readFileSync(await csv.path(), 'utf8');
  expect(body).toContain('GSTIN of the supplier,29AAGCB7383J1Z4');
  expect(body).toContain(`${GSTIN},${business},${number},`);
  await expect(admin.getByText(`GSTR-1 file for ${month} downloaded`).first()).toBeVisible();

  // No invoice matches a day before the shop opened: the empty state.
  await tab.getByLabel('To', { exact: true }).fill('2020-01-01');
  await tab.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByText('No invoices found')).toBeVisible();
  await shot(admin, 'invoices-empty', false);
});
