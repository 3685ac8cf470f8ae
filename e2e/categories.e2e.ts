import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.js';
import { audit } from './support/axe.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PNG = path.join(here, 'fixtures', 'product.png');

/**
 * One category list (issue 11): the admin adds a category on the Categories tab, files a new
 * product under it, cannot remove it while the product uses it, and the storefront shows it.
 */
test('an admin adds a category, files a product under it, and the shop shows it @phone', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  // Neither name contains the other: the desktop and phone runs may add theirs at the same time.
  const category = phone ? 'Stationery Phone' : 'Stationery Desk';
  const product = `Fountain Pen ${info.project.name} ${Date.now()}`;
  const shots = `/tmp/categories-shots/${info.project.name}`;

  await new LoginPage(page).logIn('admin@rupeeshop.local', 'E2E-Admin#2026', '/admin/login');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?tab=categories');
  const table = page.getByTestId('categories-table');
  await expect(table.getByTestId('category-row').filter({ hasText: 'Fashion' })).toBeVisible();

  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category name is required')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`Added the category ${category}`)).toBeVisible();
  const row = table.getByTestId('category-row').filter({ hasText: category });
  await expect(row).toContainText('0 products');

  // The same name in another case is refused at the field.
  await page.getByLabel('Name', { exact: true }).fill(category.toUpperCase());
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`A category named '${category}' already exists`).first()).toBeVisible();
  await page.screenshot({ path: `${shots}-categories.png`, fullPage: true });
  expect(await audit(page, 'Categories tab')).toEqual([]);

  // The product form offers the new category.
  await page.goto('/admin/products');
  await page.getByTestId('add-product').click();
  const modal = page.getByTestId('product-form-modal');
  await modal.getByLabel('Name').fill(product);
  await modal.getByLabel('Category').selectOption(category);
  await modal.getByLabel('Price (₹)').fill('349');
  await modal.getByLabel('Stock').fill('20');
  await modal.getByLabel('Description').fill('A steel-nib fountain pen with a converter.');
  await modal.getByTestId('product-image-input').setInputFiles(PNG);
  await modal.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`Added ${product}`)).toBeVisible();

  // Removing it now is confirmed, then refused: a product uses it.
  await page.goto('/dashboard?tab=categories');
  await expect(row).toContainText('1 product');
  await row.getByRole('button', { name: `Remove ${category}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove category?' });
  await expect(dialog).toContainText('holds 1 product');
  await page.screenshot({ path: `${shots}-remove-confirm.png` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByText(`Category '${category}' is used by 1 product. Move it to another category first.`),
  ).toBeVisible();
  await expect(row).toBeVisible();

  // The storefront: a home tile and a listing filter chip, from the same list.
  await page.goto('/');
  const tile = page.getByRole('link', { name: new RegExp(`^${category}`) });
  await expect(tile).toBeVisible();
  await page.screenshot({ path: `${shots}-home.png`, fullPage: true });
  await tile.click();
  await expect(page).toHaveURL(
    new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(page.getByTestId('product-card').filter({ hasText: product })).toBeVisible();
  const chip = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category });
  await expect(chip).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${shots}-listing.png` });
});
